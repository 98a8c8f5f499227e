import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_IMAGE,
  categories,
  categoryIds,
  getCategory,
  getProduct,
  isCategoryId,
  productGallery,
  productImagePath,
  productKeys,
  products,
  productsOf,
} from './catalog';
import { company, defaultVariables, formatAddress } from './company';
import { constants } from './constants';
import { supplierIds, suppliers } from './suppliers';

describe('categories', () => {
  it('are the six of the spec, in order, with their counts, folders, icons and slugs', () => {
    expect(categories.map((c) => [c.id, c.itemCount, c.imageFolder, c.icon, c.slug])).toEqual([
      [
        'filtration',
        13,
        'filtration',
        'filter',
        { tr: 'filtrasyon-sistemleri', en: 'filtration-systems' },
      ],
      ['wireAndNails', 5, 'staple', 'wire', { tr: 'tel-ve-civiler', en: 'wire-and-nails' }],
      [
        'paintInkPlastic',
        2,
        'paint',
        'paint',
        { tr: 'boya-murekkep-plastik', en: 'paint-ink-plastic' },
      ],
      ['dentalSupplies', 4, 'dental', 'tooth', { tr: 'dis-malzemeleri', en: 'dental-supplies' }],
      [
        'shoeSolesAndMachines',
        2,
        'shoe',
        'shoe',
        { tr: 'ayakkabi-tabanlari-makineleri', en: 'shoe-soles-machines' },
      ],
      ['decoration', 2, 'decoration', 'decoration', { tr: 'dekorasyon', en: 'decoration' }],
    ]);
    expect(categoryIds).toEqual(categories.map((c) => c.id));
  });

  it("hold the spec's counts 13/5/2/4/2/2, counted from the data files (cable stays out of the catalogue)", () => {
    expect(categories.map((c) => c.itemCount)).toEqual([13, 5, 2, 4, 2, 2]);
    for (const c of categories) expect(c.itemCount).toBe(productsOf(c.id).length);
    expect(constants.CABLE_ITEM_COUNT).toBe(1);
    expect(categoryIds).not.toContain('cable');
  });

  it('are looked up by id', () => {
    expect(isCategoryId('dentalSupplies')).toBe(true);
    expect(isCategoryId('cable')).toBe(false);
    expect(isCategoryId('constructor')).toBe(false);
    expect(getCategory('decoration').imageFolder).toBe('decoration');
    expect(() => getCategory('cable' as never)).toThrow(/cable/);
  });
});

describe('products', () => {
  it('are 28, with unique keys', () => {
    expect(products).toHaveLength(28);
    expect(new Set(products.map((p) => p.key)).size).toBe(28);
  });

  it('fill each category with 1-based indexes and spec image paths', () => {
    for (const c of categories) {
      const list = productsOf(c.id);
      expect(list).toHaveLength(c.itemCount);
      expect(list.map((p) => p.key)).toEqual(productKeys[c.id]);
      list.forEach((p, i) => {
        expect(p.category).toBe(c.id);
        expect(p.index).toBe(i + 1);
        expect(p.image).toBe(`/media/sectors/${c.imageFolder}/${i + 1}.webp`);
      });
    }
  });

  it('come in catalogue order', () => {
    expect(products.map((p) => p.key)).toEqual(categories.flatMap((c) => productKeys[c.id]));
  });

  it('include the product lines the spec names', () => {
    for (const key of [
      'microglassMedia',
      'separator',
      'spunbondPolyester',
      'filterPaper',
      'bagFilterRolls',
      'pleatingMachines',
      'adhesives',
      'tapes',
      'printingInks',
      'alginateImpression',
      'modelingWax',
      'dentistUnits',
      'nonwovenWallMaterial',
      'waterBlockingTapes',
    ]) {
      expect(getProduct(key)).toBeDefined();
    }
    expect(getProduct('cable')).toBeUndefined();
  });

  it('productsOf returns a fresh array', () => {
    const a = productsOf('decoration');
    a.pop();
    expect(productsOf('decoration')).toHaveLength(2);
  });
});

describe('image paths', () => {
  it('follow /media/sectors/{folder}/{index}.webp and {index}_{extra}.webp', () => {
    expect(productImagePath('dental', 3)).toBe('/media/sectors/dental/3.webp');
    expect(productImagePath('staple', 1, 4)).toBe('/media/sectors/staple/1_4.webp');
    expect(PLACEHOLDER_IMAGE).toBe('/media/placeholder.webp');
  });

  it('build a gallery of the main image plus at most 10 extras', () => {
    const p = getProduct('shoeSoles')!;
    expect(productGallery(p, 0)).toEqual(['/media/sectors/shoe/1.webp']);
    expect(productGallery(p, 2)).toEqual([
      '/media/sectors/shoe/1.webp',
      '/media/sectors/shoe/1_1.webp',
      '/media/sectors/shoe/1_2.webp',
    ]);
    expect(productGallery(p, 50)).toHaveLength(1 + constants.MAX_GALLERY_EXTRAS);
    expect(productGallery(p, -3)).toHaveLength(1);
  });
});

describe('suppliers', () => {
  it('are eight, with unique ids, names and logo paths', () => {
    expect(suppliers).toHaveLength(8);
    expect(suppliers.map((s) => s.id)).toEqual(supplierIds);
    expect(new Set(suppliers.map((s) => s.id)).size).toBe(8);
    expect(new Set(suppliers.map((s) => s.name)).size).toBe(8);
    for (const s of suppliers) {
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.logo).toBe(`/media/suppliers/${s.id}.svg`);
      expect(s.name.trim()).not.toBe('');
    }
  });

  it('cover the kinds the spec lists', () => {
    const names = suppliers.map((s) => s.name).join(' | ');
    for (const kind of [
      /Tekstil|Textile/,
      /Industries/,
      /Composite Machinery/,
      /Airtech/,
      /Textile Filters/,
      /Paper/,
      /Exports/,
    ]) {
      expect(names).toMatch(kind);
    }
  });
});

describe('company', () => {
  it('holds the spec values', () => {
    expect(company.foundingYear).toBe(2009);
    expect(company.businessHours).toEqual({ days: 'Mo-Fr', opens: '09:00', closes: '18:00' });
    expect(company.stats.map((s) => [s.id, s.value, s.suffix])).toEqual([
      ['foundingYear', 2009, ''],
      ['partners', 100, '+'],
      ['customers', 500, '+'],
      ['products', 1000, '+'],
    ]);
  });

  it('has fictional, well-formed contact values', () => {
    expect(company.name).toBe('Kuzeyhan Kimya');
    expect(company.legalName).toMatch(/^Kuzeyhan Kimya .+ Ltd\. Şti\.$/);
    expect(company.email).toMatch(/^[a-z.]+@([a-z0-9-]+\.)*example\.com$/);
    expect(company.emailHref).toBe(`mailto:${company.email}`);
    expect(company.phone).toMatch(/^\+90 212 \d{3} \d{2} \d{2}$/);
    expect(company.phoneHref).toBe(`tel:${company.phone.replace(/ /g, '')}`);
    expect(company.whatsapp).toMatch(/^\+90 212 /);
    expect(company.whatsappHref).toBe(`https://wa.me/${company.whatsapp.replace(/[ +]/g, '')}`);
    expect(company.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/company\//);
    expect(company.address.city).toBe('İstanbul');
    expect(company.address.country).toBe('TR');
    expect(company.address.postalCode).toMatch(/^34\d{3}$/);
    expect(new URL(company.mapsUrl).searchParams.get('query')).toContain('İstanbul');
  });

  it('formats the address on one line', () => {
    expect(formatAddress('tr')).toContain(
      `${company.address.postalCode} Başakşehir/İstanbul, Türkiye`,
    );
  });

  it('exposes the interpolation defaults of the texts', () => {
    expect(defaultVariables).toEqual({
      company: 'Kuzeyhan Kimya',
      legalName: company.legalName,
      foundingYear: '2009',
      email: company.email,
      address: formatAddress('tr'),
    });
  });
});

describe('constants', () => {
  it('hold the spec section 9 values', () => {
    expect(constants).toMatchObject({
      COUNTER_DURATION_MS: 2000,
      COUNTER_STAGGER_MS: [100, 300, 500, 700],
      COUNTER_VISIBILITY_THRESHOLD: 0.3,
      SUCCESS_MESSAGE_HIDE_MS: 5000,
      NOT_FOUND_REDIRECT_MS: 600,
      SCROLL_RESET_DELAY_MS: 10,
      HASH_SCROLL_DELAY_MS: 300,
      HEADER_SCROLL_THRESHOLD_PX: 10,
      SECTOR_MENU_CLOSE_DELAY_MS: 150,
      ZOOM_FACTOR: 2,
      TEXTAREA_ROWS: 6,
      FOOTER_SECTORS_SHOWN: 4,
      COPYRIGHT_YEAR: 2025,
      PRICE_CURRENCY: 'TRY',
      MAX_GALLERY_EXTRAS: 10,
      THEME_STORAGE_KEY: 'theme',
      DEFAULT_LANGUAGE: 'tr',
      FALLBACK_LANGUAGE: 'en',
      FOUNDING_YEAR: 2009,
    });
  });

  it('hold the field limits', () => {
    expect(constants).toMatchObject({
      NAME_MAX_LENGTH: 100,
      COMPANY_MAX_LENGTH: 120,
      EMAIL_MAX_LENGTH: 254,
      PHONE_MAX_LENGTH: 30,
      MESSAGE_MAX_LENGTH: 5000,
    });
    expect(constants.FIELD_MAX_LENGTH).toEqual({
      name: constants.NAME_MAX_LENGTH,
      company: constants.COMPANY_MAX_LENGTH,
      nameCompany: constants.COMPANY_MAX_LENGTH,
      email: constants.EMAIL_MAX_LENGTH,
      phone: constants.PHONE_MAX_LENGTH,
      message: constants.MESSAGE_MAX_LENGTH,
    });
  });
});
