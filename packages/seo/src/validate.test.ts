import { describe, expect, it } from 'vitest';
import { checkStructuredData, requiredProperties } from './validate';

const props = (issues: ReturnType<typeof checkStructuredData>) =>
  issues.map((i) => `${i.type}.${i.property}`);

describe('checkStructuredData', () => {
  it('requires Organization name, url and logo', () => {
    expect(props(checkStructuredData({ '@type': 'Organization' }))).toEqual([
      'Organization.name',
      'Organization.url',
      'Organization.logo',
    ]);
  });

  it('requires LocalBusiness address, telephone and opening hours on top of Organization', () => {
    const issues = props(
      checkStructuredData({
        '@type': 'LocalBusiness',
        name: 'A',
        url: 'https://a.example/',
        logo: 'https://a.example/l.png',
      }),
    );
    expect(issues).toEqual([
      'LocalBusiness.address',
      'LocalBusiness.telephone',
      'LocalBusiness.openingHoursSpecification',
    ]);
  });

  it('checks nested PostalAddress, OpeningHoursSpecification and ContactPoint', () => {
    const issues = props(
      checkStructuredData({
        '@type': 'LocalBusiness',
        name: 'A',
        url: 'https://a.example/',
        logo: 'https://a.example/l.png',
        telephone: '1',
        address: { '@type': 'PostalAddress' },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: 'Monday',
            opens: '9',
            closes: '18:00',
          },
        ],
        contactPoint: { '@type': 'ContactPoint', contactType: 'sales' },
      }),
    );
    expect(issues).toEqual([
      'PostalAddress.streetAddress',
      'PostalAddress.addressLocality',
      'PostalAddress.addressCountry',
      'OpeningHoursSpecification.opens',
      'ContactPoint.telephone',
    ]);
  });

  it('requires WebSite name, url and inLanguage', () => {
    expect(props(checkStructuredData({ '@type': 'WebSite', url: '/' }))).toEqual([
      'WebSite.name',
      'WebSite.inLanguage',
      'WebSite.url',
    ]);
  });

  it('checks BreadcrumbList positions, items and names', () => {
    const issues = checkStructuredData({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.example/' },
        { '@type': 'ListItem', position: 3, item: 'https://a.example/x' },
        { '@type': 'ListItem', position: 3, name: 'Y' },
      ],
    });
    expect(issues.map((i) => i.message)).toEqual([
      'item 1 must have position 2',
      'breadcrumb 1 needs a name',
      'item 2 needs item or url',
    ]);
  });

  it('requires ItemList elements and a matching numberOfItems', () => {
    expect(props(checkStructuredData({ '@type': 'ItemList', numberOfItems: 1 }))).toEqual([
      'ItemList.itemListElement',
    ]);
    expect(
      props(
        checkStructuredData({
          '@type': 'ItemList',
          numberOfItems: 2,
          itemListElement: [{ '@type': 'ListItem', position: 1, url: 'https://a.example/' }],
        }),
      ),
    ).toEqual(['ItemList.numberOfItems']);
  });

  it('requires Product name, description, image and offers, and Offer price fields', () => {
    expect(props(checkStructuredData({ '@type': 'Product', name: 'P' }))).toEqual([
      'Product.description',
      'Product.image',
      'Product.offers',
    ]);
    expect(props(checkStructuredData({ '@type': 'Offer' }))).toEqual([
      'Offer.price',
      'Offer.priceCurrency',
      'Offer.priceValidUntil',
      'Offer.availability',
    ]);
    expect(
      props(
        checkStructuredData({
          '@type': 'Offer',
          price: 'free',
          priceCurrency: 'lira',
          priceValidUntil: '31.12.2025',
          availability: 'in stock',
        }),
      ),
    ).toEqual([
      'Offer.price',
      'Offer.priceCurrency',
      'Offer.priceValidUntil',
      'Offer.availability',
    ]);
  });

  it('requires absolute URLs', () => {
    expect(
      checkStructuredData({ '@type': 'Product', url: '/p', image: ['x.webp'] }).map(
        (i) => i.message,
      ),
    ).toContain('url must be an absolute URL: /p');
  });

  it('checks AggregateRating when present', () => {
    expect(props(checkStructuredData({ '@type': 'AggregateRating', ratingValue: 5 }))).toEqual([
      'AggregateRating.reviewCount',
    ]);
  });

  it('reads serialised JSON-LD and @graph, and skips @id references', () => {
    const text = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing' }, { '@id': 'x' }],
    });
    expect(checkStructuredData(text)).toEqual([]);
    expect(props(checkStructuredData({ '@context': 'https://example.org' }))).toEqual([
      '(root).@context',
    ]);
  });

  it('has rules for every type the package emits', () => {
    for (const type of [
      'Organization',
      'LocalBusiness',
      'WebSite',
      'ItemList',
      'Product',
      'Offer',
    ]) {
      expect(requiredProperties[type]?.length).toBeGreaterThan(0);
    }
  });
});
