import { describe, expect, it } from 'vitest';
import { checkStructuredData, requiredProperties } from './validate';

const props = (issues: ReturnType<typeof checkStructuredData>) =>
  issues.map((i) => `${i.type}.${i.property}`);

describe('checkStructuredData', () => {
  it("requires an Organization's name, and the site's LocalBusiness url and logo", () => {
    expect(props(checkStructuredData({ '@type': 'Organization' }))).toEqual(['Organization.name']);
    expect(props(checkStructuredData({ '@type': 'LocalBusiness', name: 'A' })).slice(0, 2)).toEqual(
      ['LocalBusiness.url', 'LocalBusiness.logo'],
    );
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

  it('refuses an offer valid until a day before today, and takes today or later', () => {
    const offer = (priceValidUntil: string) => ({
      '@type': 'Offer',
      price: '0.00',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/InStock',
      priceValidUntil,
    });
    const today = '2026-11-26';
    expect(checkStructuredData(offer('2025-12-31'), { today }).map((i) => i.message)).toEqual([
      'priceValidUntil 2025-12-31 is in the past (today is 2026-11-26): the offer is published expired',
    ]);
    expect(checkStructuredData(offer('2026-02-30'), { today }).map((i) => i.message)).toEqual([
      'priceValidUntil must be an ISO 8601 date: 2026-02-30',
    ]);
    expect(checkStructuredData(offer('2026-11-26'), { today })).toEqual([]);
    expect(checkStructuredData(offer('2026-12-31'), { today })).toEqual([]);
  });

  it("checks a Product's additionalProperty, manufacturer and brand, and subjectOf documents", () => {
    const product = {
      '@type': 'Product',
      name: 'P',
      description: 'D',
      image: 'https://a.example/p.png',
      offers: {
        '@type': 'Offer',
        price: '0.00',
        priceCurrency: 'TRY',
        availability: 'https://schema.org/InStock',
      },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Class', value: 'F7' },
        { '@type': 'PropertyValue', name: 'Width' },
        { name: 'Colour', value: 'white' },
        { '@type': 'PropertyValue', name: 'Sizes', value: ['1', '2'] },
      ],
      manufacturer: 'Acme',
      brand: { '@type': 'Brand' },
      subjectOf: [
        {
          '@type': 'DigitalDocument',
          name: 'Safety data sheet (EN)',
          url: 'https://a.example/sds-en.pdf',
          encodingFormat: 'application/pdf',
          inLanguage: 'en',
          dateModified: '2026-03-01',
        },
        {
          '@type': 'DigitalDocument',
          name: 'TDS',
          url: '/tds.pdf',
          encodingFormat: 'PDF',
          inLanguage: 'Turkish',
          dateModified: '2026-12-01',
        },
        { '@type': 'ImageObject', name: 'x' },
      ],
    };
    expect(
      checkStructuredData(product, { today: '2026-11-26' }).map(
        (i) => `${i.type}.${i.property}: ${i.message}`,
      ),
    ).toEqual([
      'Product.manufacturer: manufacturer must be an Organization or a Brand',
      'Product.additionalProperty: additionalProperty 2 must be a PropertyValue',
      'Product.subjectOf: subjectOf 2 must be a DigitalDocument',
      'PropertyValue.value: PropertyValue needs value',
      'PropertyValue.value: value of a PropertyValue must be a text or a number',
      'Brand.name: Brand needs name',
      'DigitalDocument.url: url must be an absolute URL: /tds.pdf',
      'DigitalDocument.encodingFormat: encodingFormat must be a media type: PDF',
      'DigitalDocument.inLanguage: inLanguage must be a BCP 47 tag: Turkish',
      'DigitalDocument.dateModified: dateModified 2026-12-01 is after today (2026-11-26)',
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
