import { z } from 'zod';
import { contentLimits as L, documentKinds, quoteUnits } from './limits.ts';
import { defaultLanguages } from '../languages.ts';
import {
  fileName,
  order,
  plainText,
  previousSlugsIn,
  slugIn,
  textIn,
  type FieldLabel,
  type SchemaLanguages,
} from './fields.ts';

/**
 * The content schema of a Defne group site (D19): one JSON file per product, sector and supplier,
 * one for the company's facts, one per page of texts and one list of removed products, each with
 * Turkish and English side by side. Company-free: a sister site's data is checked by the same
 * schema. Every field carries `.meta({ label: { tr, en } })` so an editor can build its forms
 * from it (`z.toJSONSchema(schema)` keeps the labels and the limits).
 */

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date such as 2026-11-25', abort: true })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'is not a date of the calendar' },
  );

/** A product key as the file names give it (`data/products/{key}.json`). */
const productKey = z
  .string()
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9-]*$/, 'must be a product key such as microglassMedia');

/** A tree of page texts whose every leaf is a text per language, `{ "tr": "…", "en": "…" }`. */
export type PageTree = { [key: string]: { [lang: string]: string } | PageTree };

/** What the schemas know of a site besides its languages. */
export interface SiteSchemaOptions {
  /**
   * The names a sector's icon may take: the kit's set (`kitIconNames`) and the names of the
   * site's own glyphs (`sectorIcons` of its config). Without them, any name of the pattern: the
   * editor and a site's own scripts that do not know the site's glyphs.
   */
  icons?: readonly string[];
}

/**
 * A sector's icon: any name of the pattern, and one of `icons` when the site's are known (the
 * JSON Schema then lists them as its `enum`, so an editor offers them as the file is typed).
 */
function iconSchema(icons: readonly string[] | undefined) {
  const name = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an icon name such as filter');
  const label = { tr: 'Simge', en: 'Icon' };
  const hint = {
    tr: 'Kitin simgelerinden biri ya da sitenin kendi simgesi (yapılandırmadaki sectorIcons).',
    en: "One of the kit's icons, or one of the site's own (sectorIcons in its config).",
  };
  if (icons === undefined || icons.length === 0) return name.meta({ label, hint });
  return name
    .refine((value) => icons.includes(value), {
      error: (issue) =>
        `is "${String(issue.input)}", which is no icon of the site: the kit's set and the site's own ` +
        `(its config's sectorIcons, named to defne-content with --icons) are ${icons.join(', ')}`,
    })
    .meta({ label, hint, enum: [...icons] });
}

/**
 * The schemas of every content file for a site's languages (its list, in order): each text and
 * slug has one field per language, a missing one is refused and so is a language the list does
 * not have. Without a list, the kit's default languages. With the site's icon names (`options`),
 * a sector's icon must be one of them.
 */
export function contentSchemas(
  languages: SchemaLanguages = defaultLanguages.list,
  options: SiteSchemaOptions = {},
) {
  const localizedText = (
    label: FieldLabel,
    max: number,
    widget: 'string' | 'text' = 'string',
    trimmed = true,
  ) => textIn(languages, label, max, widget, trimmed);
  const localizedSlug = (label: FieldLabel) => slugIn(languages, label);
  const previousSlugs = previousSlugsIn(languages);

  /**
   * One technical property of a product: its label per language, its value (one text when it reads
   * the same in every language, such as `F7` or `120`, else per language) and an optional unit
   * (`g/m²`, `mm`: the same in every language).
   */
  const productPropertySchema = z
    .strictObject({
      label: localizedText({ tr: 'Özellik', en: 'Property' }, L.PROPERTY_LABEL_MAX),
      value: z
        .union([
          plainText(L.PROPERTY_VALUE_MAX),
          localizedText({ tr: 'Değer', en: 'Value' }, L.PROPERTY_VALUE_MAX),
        ])
        .meta({
          label: { tr: 'Değer', en: 'Value' },
          hint: {
            tr: 'Her dilde aynıysa tek metin (ör. F7), değilse Türkçe ve İngilizce ayrı.',
            en: 'One text when it is the same in every language (e.g. F7), else Turkish and English.',
          },
        }),
      unit: plainText(L.PROPERTY_UNIT_MAX)
        .optional()
        .meta({ label: { tr: 'Birim (isteğe bağlı)', en: 'Unit (optional)' } }),
    })
    .meta({ label: { tr: 'Özellik', en: 'Property' } });

  /** A downloadable PDF of a product, in one language (`media/products/{key}/{file}`). */
  const productDocumentSchema = z
    .strictObject({
      kind: z.enum(documentKinds, { message: `must be one of ${documentKinds.join(', ')}` }).meta({
        label: { tr: 'Belge türü', en: 'Kind of document' },
        widget: 'select',
        options: {
          technicalDataSheet: { tr: 'Teknik bilgi formu', en: 'Technical data sheet' },
          safetyDataSheet: { tr: 'Güvenlik bilgi formu', en: 'Safety data sheet' },
          certificate: { tr: 'Sertifika', en: 'Certificate' },
          brochure: { tr: 'Broşür', en: 'Brochure' },
        },
      }),
      lang: z
        .string()
        .regex(/^[a-z]{2,3}$/, 'must be a language code such as tr or en')
        .meta({ label: { tr: 'Belgenin dili', en: "Document's language" }, widget: 'language' }),
      file: z
        .string()
        .regex(
          /^[^/\\]+\.pdf$/,
          'must be a PDF file name ending in .pdf, such as tds-tr.pdf (no folders)',
        )
        .meta({
          label: { tr: 'PDF dosyası', en: 'PDF file' },
          hint: {
            tr: 'Ürünün klasöründeki PDF (en çok 10 MB).',
            en: "A PDF in the product's folder (at most 10 MB).",
          },
          widget: 'document',
        }),
      revised: isoDate.meta({
        label: { tr: 'Revizyon tarihi', en: 'Revision date' },
        widget: 'date',
      }),
    })
    .meta({ label: { tr: 'Belge', en: 'Document' } });

  /** `data/products/{key}.json`; the file name is the product key. */
  const productSchema = z
    .strictObject({
      sector: z
        .string()
        .min(1, 'is empty')
        .meta({ label: { tr: 'Sektör', en: 'Sector' }, widget: 'select', references: 'sectors' }),
      order: order({ tr: 'Sektördeki sırası', en: 'Position in its sector' }),
      name: localizedText({ tr: 'Ürün adı', en: 'Name' }, L.PRODUCT_NAME_MAX),
      description: localizedText(
        { tr: 'Açıklama', en: 'Description' },
        L.PRODUCT_DESCRIPTION_MAX,
        'text',
      ),
      photos: z.array(fileName).meta({
        label: { tr: 'Fotoğraflar', en: 'Photos' },
        hint: {
          tr: 'Ürünün klasöründeki fotoğraf dosyaları; ilki ana görseldir. Boşsa site bir çizim gösterir.',
          en: "Photo files in the product's folder; the first is the main picture. Empty: the site draws an illustration.",
        },
        widget: 'photos',
      }),
      slug: localizedSlug({ tr: 'Adres (isteğe bağlı)', en: 'Address (optional)' })
        .optional()
        .meta({
          label: { tr: 'Adres (isteğe bağlı)', en: 'Address (optional)' },
          hint: {
            tr: 'Boş bırakılırsa adres üründen türetilir.',
            en: 'Left empty, the address is made from the name.',
          },
          widget: 'slug',
        }),
      previousSlugs,
      properties: z
        .array(productPropertySchema)
        .max(L.PROPERTIES_MAX, `lists more than ${L.PROPERTIES_MAX} properties`)
        .optional()
        .meta({
          label: { tr: 'Teknik özellikler', en: 'Technical properties' },
          hint: {
            tr: 'Ürün sayfasındaki tabloda bu sırayla gösterilir.',
            en: "Shown in this order in the table of the product's page.",
          },
          widget: 'list',
        }),
      applications: localizedText(
        { tr: 'Kullanım alanları', en: 'Applications' },
        L.PRODUCT_APPLICATIONS_MAX,
        'text',
      ).optional(),
      packaging: localizedText(
        { tr: 'Ambalaj', en: 'Packaging' },
        L.PRODUCT_PACKAGING_MAX,
        'text',
      ).optional(),
      supplier: z
        .string()
        .min(1, 'is empty')
        .optional()
        .meta({
          label: { tr: 'Tedarikçi', en: 'Supplier' },
          widget: 'select',
          references: 'suppliers',
        }),
      documents: z
        .array(productDocumentSchema)
        .max(L.DOCUMENTS_MAX, `lists more than ${L.DOCUMENTS_MAX} documents`)
        .optional()
        .meta({
          label: { tr: 'Belgeler', en: 'Documents' },
          hint: {
            tr: 'Teknik ve güvenlik bilgi formları, sertifikalar, broşürler: her dil için ayrı PDF.',
            en: 'Technical and safety data sheets, certificates, brochures: one PDF per language.',
          },
          widget: 'list',
        }),
      quoteUnits: z
        .array(z.enum(quoteUnits, { message: `must be one of ${quoteUnits.join(', ')}` }))
        .min(
          1,
          `must name at least one unit (left out, every unit is offered: ${quoteUnits.join(', ')})`,
        )
        .refine((units) => new Set(units).size === units.length, 'name a unit twice')
        .optional()
        .meta({
          label: { tr: 'Teklif birimleri', en: 'Quote units' },
          hint: {
            tr: 'Teklif listesinde bu ürün için seçilebilen birimler (kg, litre, metre, roll, piece); boş bırakılırsa hepsi.',
            en: 'The units a quote list offers for this product (kg, litre, metre, roll, piece); left empty, all of them.',
          },
          widget: 'list',
        }),
      related: z
        .array(productKey)
        .optional()
        .meta({
          label: { tr: 'İlgili ürünler', en: 'Related products' },
          hint: {
            tr: 'Boş bırakılırsa aynı sektörde sıradaki en fazla dört ürün gösterilir.',
            en: 'Left empty, up to four of the next products in the same sector are shown.',
          },
          widget: 'list',
          references: 'products',
        }),
      previousSectors: z
        .array(z.string().min(1, 'is empty'))
        .optional()
        .meta({
          label: { tr: 'Önceki sektörler', en: 'Previous sectors' },
          hint: {
            tr: 'Ürünün daha önce bulunduğu sektörler; eski adresleri yeni adrese yönlendirilir. Elle değiştirmeyin.',
            en: 'Sectors the product was in before; its addresses there redirect to the current one. Do not edit by hand.',
          },
          widget: 'list',
        }),
    })
    .meta({ label: { tr: 'Ürün', en: 'Product' } });

  /** `data/sectors/{id}.json`; the file name is the sector id. */
  const sectorSchema = z
    .strictObject({
      order: order({ tr: 'Sırası', en: 'Position' }),
      icon: iconSchema(options.icons),
      imageFolder: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'may only contain the letters a-z, digits and hyphens')
        .meta({
          label: { tr: 'Görsel klasörü', en: 'Picture folder' },
          hint: {
            tr: 'Ürün görsellerinin yayımlandığı klasör: /media/sectors/{klasör}/',
            en: 'Folder the product pictures are published under: /media/sectors/{folder}/',
          },
        }),
      title: localizedText({ tr: 'Başlık', en: 'Title' }, L.SECTOR_TITLE_MAX),
      description: localizedText(
        { tr: 'Açıklama', en: 'Description' },
        L.SECTOR_DESCRIPTION_MAX,
        'text',
      ),
      badge: localizedText({ tr: 'Etiket', en: 'Badge' }, L.SECTOR_BADGE_MAX),
      slug: localizedSlug({ tr: 'Adres', en: 'Address' }),
      previousSlugs,
    })
    .meta({ label: { tr: 'Sektör', en: 'Sector' } });

  /** `data/suppliers/{id}.json`; the file name is the supplier id. */
  const supplierSchema = z
    .strictObject({
      order: order({ tr: 'Sırası', en: 'Position' }),
      name: plainText(L.SUPPLIER_NAME_MAX).meta({ label: { tr: 'Adı', en: 'Name' } }),
      kind: localizedText({ tr: 'Türü', en: 'Kind' }, L.SUPPLIER_KIND_MAX),
      blurb: localizedText(
        { tr: 'Kısa tanıtım', en: 'Short description' },
        L.SUPPLIER_BLURB_MAX,
        'text',
      ),
      logo: fileName.optional().meta({
        label: { tr: 'Logo', en: 'Logo' },
        hint: {
          tr: 'media/suppliers/ klasöründeki logo dosyası. Boşsa sitenin çizdiği logo kullanılır.',
          en: 'Logo file in media/suppliers/. Empty: the drawn logo is used.',
        },
        widget: 'image',
      }),
    })
    .meta({ label: { tr: 'Tedarikçi', en: 'Supplier' } });

  const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00');

  /** `data/company.json`: the company's facts. */
  const companySchema = z
    .strictObject({
      name: plainText(80).meta({ label: { tr: 'Kısa ad', en: 'Short name' } }),
      legalName: plainText(200).meta({ label: { tr: 'Ticari unvan', en: 'Legal name' } }),
      foundingYear: z
        .number()
        .int('must be a whole number')
        .min(1800, 'must be a year such as 2009')
        .max(2100, 'must be a year such as 2009')
        .meta({ label: { tr: 'Kuruluş yılı', en: 'Founding year' }, widget: 'number' }),
      address: z
        .strictObject({
          street: plainText(200).meta({ label: { tr: 'Sokak ve bina', en: 'Street' } }),
          district: plainText(80).meta({ label: { tr: 'İlçe', en: 'District' } }),
          city: plainText(80).meta({ label: { tr: 'Şehir', en: 'City' } }),
          postalCode: z
            .string()
            .regex(/^[0-9A-Za-z -]{3,10}$/, 'must be a postal code such as 34490')
            .meta({ label: { tr: 'Posta kodu', en: 'Postal code' } }),
          country: z
            .string()
            .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as TR')
            .meta({ label: { tr: 'Ülke kodu', en: 'Country code' } }),
          countryName: localizedText({ tr: 'Ülke adı', en: 'Country name' }, 80),
        })
        .meta({ label: { tr: 'Adres', en: 'Address' } }),
      phone: z
        .string()
        .regex(/^\+[0-9 ]{8,20}$/, 'must be a phone number such as +90 216 000 00 00')
        .meta({ label: { tr: 'Telefon', en: 'Phone' } }),
      whatsapp: z
        .string()
        .regex(/^\+[0-9 ]{8,20}$/, 'must be a phone number such as +90 212 555 01 24')
        .optional()
        .meta({
          label: { tr: 'WhatsApp', en: 'WhatsApp' },
          hint: {
            tr: 'Boş bırakılırsa sitede WhatsApp bağlantısı gösterilmez.',
            en: 'Left empty, the site shows no WhatsApp link.',
          },
        }),
      email: z.email('must be an e-mail address').meta({ label: { tr: 'E-posta', en: 'E-mail' } }),
      linkedin: z
        .url({ protocol: /^https$/, error: 'must be an https:// address' })
        .optional()
        .meta({
          label: { tr: 'LinkedIn adresi', en: 'LinkedIn address' },
          hint: {
            tr: 'Boş bırakılırsa sitede LinkedIn bağlantısı gösterilmez.',
            en: 'Left empty, the site shows no LinkedIn link.',
          },
        }),
      businessHours: z
        .strictObject({
          days: z
            .string()
            .regex(
              /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)*$/,
              'must be days such as Mo-Fr',
            )
            .meta({ label: { tr: 'Günler', en: 'Days' } }),
          opens: hhmm.meta({ label: { tr: 'Açılış', en: 'Opens' } }),
          closes: hhmm.meta({ label: { tr: 'Kapanış', en: 'Closes' } }),
        })
        .meta({ label: { tr: 'Çalışma saatleri', en: 'Business hours' } }),
      stats: z
        .array(
          z.strictObject({
            id: z
              .string()
              .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be an id such as partners')
              .meta({ label: { tr: 'Kimlik', en: 'Id' } }),
            value: z
              .number()
              .int('must be a whole number')
              .min(0, 'must be 0 or more')
              .meta({ label: { tr: 'Değer', en: 'Value' }, widget: 'number' }),
            suffix: z
              .string()
              .max(3, 'is longer than 3 characters')
              .meta({ label: { tr: 'Sonek', en: 'Suffix' } }),
          }),
        )
        .meta({ label: { tr: 'Rakamlar', en: 'Figures' }, widget: 'list' }),
    })
    .meta({ label: { tr: 'Şirket bilgileri', en: 'Company facts' } });

  /** One entry of `data/removed.json`: a product taken out of the catalogue. */
  const removedProductSchema = z
    .strictObject({
      key: z
        .string()
        .regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, 'must be a product key such as microglassMedia')
        .meta({ label: { tr: 'Ürün kodu', en: 'Product key' } }),
      sector: z
        .string()
        .min(1, 'is empty')
        .meta({ label: { tr: 'Sektör', en: 'Sector' }, widget: 'select', references: 'sectors' }),
      slug: localizedSlug({ tr: 'Son adres', en: 'Last address' }),
      removedOn: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25')
        .meta({ label: { tr: 'Kaldırılma tarihi', en: 'Removed on' }, widget: 'date' }),
    })
    .meta({ label: { tr: 'Kaldırılan ürün', en: 'Removed product' } });

  /** `data/removed.json`: products removed from the catalogue; their addresses redirect (301) to their sector. */
  const removedSchema = z
    .array(removedProductSchema)
    .meta({ label: { tr: 'Kaldırılan ürünler', en: 'Removed products' }, widget: 'list' });

  /** One page text: both languages, plain text (i18next `{{variables}}` allowed). */
  const pageTextSchema = localizedText({ tr: 'Metin', en: 'Text' }, L.PAGE_TEXT_MAX, 'text', false);

  /** `data/pages/{page}.json`: every leaf is `{ "tr", "en" }` (checked leaf by leaf by `validateContent`). */
  const pageSchema: z.ZodType<PageTree> = z
    .record(
      z.string(),
      z.lazy(() => z.union([pageTextSchema, pageSchema])),
    )
    .meta({ label: { tr: 'Sayfa metinleri', en: 'Page texts' } });

  /**
   * The content collections: where each kind of file lives and its schema. An editor walks this
   * to build one collection per entry (folder collections have one file per entry, the file
   * name being the entry's id; file collections are one file).
   */
  const collections = {
    products: {
      kind: 'folder',
      folder: 'products',
      schema: productSchema,
      label: { tr: 'Ürünler', en: 'Products' },
      idLabel: { tr: 'Ürün kodu (dosya adı)', en: 'Product key (file name)' },
    },
    sectors: {
      kind: 'folder',
      folder: 'sectors',
      schema: sectorSchema,
      label: { tr: 'Sektörler', en: 'Sectors' },
      idLabel: { tr: 'Sektör kodu (dosya adı)', en: 'Sector id (file name)' },
    },
    suppliers: {
      kind: 'folder',
      folder: 'suppliers',
      schema: supplierSchema,
      label: { tr: 'Tedarikçiler', en: 'Suppliers' },
      idLabel: { tr: 'Tedarikçi kodu (dosya adı)', en: 'Supplier id (file name)' },
    },
    pages: {
      kind: 'folder',
      folder: 'pages',
      schema: pageSchema,
      label: { tr: 'Sayfa metinleri', en: 'Page texts' },
      idLabel: { tr: 'Sayfa (dosya adı)', en: 'Page (file name)' },
    },
    company: {
      kind: 'file',
      file: 'company.json',
      schema: companySchema,
      label: { tr: 'Şirket bilgileri', en: 'Company facts' },
    },
    removed: {
      kind: 'file',
      file: 'removed.json',
      schema: removedSchema,
      label: { tr: 'Kaldırılan ürünler', en: 'Removed products' },
    },
  } as const;

  return {
    productPropertySchema,
    productDocumentSchema,
    productSchema,
    sectorSchema,
    supplierSchema,
    companySchema,
    removedProductSchema,
    removedSchema,
    pageTextSchema,
    pageSchema,
    collections,
  };
}

/** The content schemas of a site in the kit's default languages. */
const kit = contentSchemas();

export const productPropertySchema = kit.productPropertySchema;
export const productDocumentSchema = kit.productDocumentSchema;
export const productSchema = kit.productSchema;
export const sectorSchema = kit.sectorSchema;
export const supplierSchema = kit.supplierSchema;
export const companySchema = kit.companySchema;
export const removedProductSchema = kit.removedProductSchema;
export const removedSchema = kit.removedSchema;
export const pageTextSchema = kit.pageTextSchema;
export const pageSchema = kit.pageSchema;
export const collections = kit.collections;

export type ProductData = z.infer<typeof productSchema>;
export type ProductPropertyData = z.infer<typeof productPropertySchema>;
export type ProductDocumentData = z.infer<typeof productDocumentSchema>;
export type SectorData = z.infer<typeof sectorSchema>;
export type SupplierData = z.infer<typeof supplierSchema>;
export type CompanyData = z.infer<typeof companySchema>;
export type RemovedProduct = z.infer<typeof removedProductSchema>;

/** The content collections, each with its folder or file and its schema. */
export type Collections = ReturnType<typeof contentSchemas>['collections'];
export type CollectionName = keyof Collections;

/**
 * The JSON Schema (draft 2020-12) of each collection for a site's languages (the kit's default
 * ones without a list), with the labels and limits as keywords.
 */
export function contentJsonSchemas(
  languages?: SchemaLanguages,
  options: SiteSchemaOptions = {},
): Record<CollectionName, unknown> {
  const { collections: all } =
    languages || options.icons ? contentSchemas(languages, options) : kit;
  return Object.fromEntries(
    Object.entries(all).map(([name, c]) => [
      name,
      z.toJSONSchema(c.schema, { unrepresentable: 'any', io: 'input' }),
    ]),
  ) as Record<CollectionName, unknown>;
}
