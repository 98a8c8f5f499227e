/**
 * A small fictional sister company ("Güneyhan Boya") with content of the @defne/core types:
 * the tests exercise the package as another site would.
 */
import type {
  CompanyFacts,
  PathEntry,
  Product,
  SectorCategory,
  SeoTexts,
  SiteOptions,
} from '../types';

export const origin = 'https://www.guneyhan.example';

/** The fixture site's pages (the package's own types take any ids). */
export type PageId =
  | 'home'
  | 'about'
  | 'corporate'
  | 'mission'
  | 'vision'
  | 'sectors'
  | 'suppliers'
  | 'contact'
  | 'privacy';

const pages: Record<PageId, { tr: string; en: string }> = {
  home: { tr: '/', en: '/' },
  about: { tr: '/hakkimizda', en: '/about' },
  corporate: { tr: '/kurumsal', en: '/corporate' },
  mission: { tr: '/misyon', en: '/mission' },
  vision: { tr: '/vizyon', en: '/vision' },
  sectors: { tr: '/sektorler', en: '/sectors' },
  suppliers: { tr: '/tedarikcilerimiz', en: '/suppliers' },
  contact: { tr: '/iletisim', en: '/contact' },
  privacy: { tr: '/kvkk', en: '/privacy' },
};

export const categories: SectorCategory[] = [
  {
    id: 'paintInkPlastic',
    itemCount: 2,
    imageFolder: 'paint',
    icon: 'paint',
    slug: { tr: 'boya-murekkep-plastik', en: 'paint-ink-plastic' },
  },
  {
    id: 'dentalSupplies',
    itemCount: 1,
    imageFolder: 'dental',
    icon: 'tooth',
    slug: { tr: 'dis-malzemeleri', en: 'dental-supplies' },
  },
];

export const products: Product[] = [
  {
    key: 'printingInk',
    category: 'paintInkPlastic',
    index: 2,
    image: '/media/sectors/paint/2.webp',
  },
  { key: 'adhesive', category: 'paintInkPlastic', index: 1, image: '/media/sectors/paint/1.webp' },
  {
    key: 'modelingWax',
    category: 'dentalSupplies',
    index: 1,
    image: '/media/sectors/dental/1.webp',
  },
];

export const entries: PathEntry[] = [
  ...Object.entries(pages).flatMap(([page, paths]): PathEntry[] =>
    page === 'home'
      ? [
          {
            path: '/',
            lang: null,
            match: { kind: 'page', page: 'home', lang: null },
            alternates: paths,
          },
        ]
      : (['tr', 'en'] as const).map((lang) => ({
          path: paths[lang],
          lang,
          match: { kind: 'page', page: page as PageId, lang },
          alternates: paths,
        })),
  ),
  ...categories.flatMap((c): PathEntry[] => {
    const alternates = { tr: `/sektorler/${c.slug.tr}`, en: `/sectors/${c.slug.en}` };
    return (['tr', 'en'] as const).map((lang) => ({
      path: alternates[lang],
      lang,
      match: { kind: 'sector', category: c.id, lang },
      alternates,
    }));
  }),
];

const otherCategories = {
  filtration: { title: 'Filtrasyon' },
  wireAndNails: { title: 'Tel' },
  shoeSolesAndMachines: { title: 'Ayakkabı' },
  decoration: { title: 'Dekorasyon' },
};

export const tr: SeoTexts<PageId> = {
  meta: {
    home: {
      title: 'Güneyhan Boya | Boya ve Diş Malzemeleri',
      description: 'İstanbul merkezli tedarikçi.',
    },
    about: { title: 'Hakkımızda | Güneyhan Boya', description: 'Şirketimizi tanıyın.' },
    corporate: { title: 'Kurumsal | Güneyhan Boya', description: 'Kurumsal bilgiler.' },
    mission: { title: 'Misyonumuz | Güneyhan Boya', description: 'Misyonumuz.' },
    vision: { title: 'Vizyonumuz | Güneyhan Boya', description: 'Vizyonumuz.' },
    sectors: { title: 'Sektörler | Güneyhan Boya', description: 'Tüm sektörler.' },
    suppliers: {
      title: 'Tedarikçilerimiz | Güneyhan Boya',
      description: 'Tedarikçi ortaklarımız.',
    },
    contact: { title: 'İletişim | Güneyhan Boya', description: 'Bize ulaşın.' },
    privacy: { title: 'KVKK Aydınlatma Metni | Güneyhan Boya', description: 'Kişisel veriler.' },
    sector: { title: '{{name}} | Güneyhan Boya', description: '{{name}}: {{description}}' },
    notFound: {
      title: '404 - Sayfa Bulunamadı | Güneyhan Boya',
      description: 'Aradığınız sayfa yok.',
    },
  },
  catalog: {
    categories: {
      ...otherCategories,
      paintInkPlastic: {
        title: 'Boya, Mürekkep & Plastik',
        description: 'Yapıştırıcılar ve mürekkepler.',
      },
      dentalSupplies: { title: 'Diş Malzemeleri', description: 'Klinik ve laboratuvar.' },
    },
    products: {
      printingInk: { name: 'Baskı Mürekkebi', description: 'Ofset baskı için.' },
      adhesive: { name: 'Yapıştırıcı', description: 'Endüstriyel yapıştırıcı.' },
      modelingWax: { name: 'Modelaj Mumu', description: 'Diş laboratuvarı için.' },
    },
  },
  nav: { sectors: 'Sektörler' },
};

export const en: SeoTexts<PageId> = {
  meta: {
    home: {
      title: 'Güneyhan Boya | Paint and Dental Supplies',
      description: 'Istanbul based supplier.',
    },
    about: { title: 'About Us | Güneyhan Boya', description: 'Meet the company.' },
    corporate: { title: 'Corporate | Güneyhan Boya', description: 'Corporate information.' },
    mission: { title: 'Our Mission | Güneyhan Boya', description: 'Our mission.' },
    vision: { title: 'Our Vision | Güneyhan Boya', description: 'Our vision.' },
    sectors: { title: 'Sectors | Güneyhan Boya', description: 'All sectors.' },
    suppliers: { title: 'Our Suppliers | Güneyhan Boya', description: 'Our supplier partners.' },
    contact: { title: 'Contact | Güneyhan Boya', description: 'Get in touch.' },
    privacy: { title: 'Privacy Notice | Güneyhan Boya', description: 'Personal data.' },
    sector: { title: '{{name}} | Güneyhan Boya', description: '{{name}}: {{description}}' },
    notFound: {
      title: '404 - Page Not Found | Güneyhan Boya',
      description: 'This page does not exist.',
    },
  },
  catalog: {
    categories: {
      ...otherCategories,
      paintInkPlastic: { title: 'Paint, Ink & Plastic', description: 'Adhesives and inks.' },
      dentalSupplies: { title: 'Dental Supplies', description: 'Clinic and laboratory.' },
    },
    products: {
      printingInk: { name: 'Printing Ink', description: 'For offset printing.' },
      adhesive: { name: 'Adhesive', description: 'Industrial adhesive.' },
      modelingWax: { name: 'Modeling Wax', description: 'For dental laboratories.' },
    },
  },
};

export const texts: { tr: SeoTexts<PageId>; en: SeoTexts<PageId> } = { tr, en };

export const company: CompanyFacts = {
  name: 'Güneyhan Boya',
  legalName: 'Güneyhan Boya Sanayi ve Ticaret A.Ş.',
  foundingYear: 2012,
  address: {
    street: 'Örnek Cad. No: 1',
    district: 'Tuzla',
    city: 'İstanbul',
    postalCode: '34940',
    country: 'TR',
    countryName: { tr: 'Türkiye', en: 'Türkiye' },
  },
  phone: '+90 216 000 00 00',
  phoneHref: 'tel:+902160000000',
  whatsapp: '+90 500 000 00 00',
  whatsappHref: 'https://wa.me/905000000000',
  email: 'info@guneyhan.example',
  emailHref: 'mailto:info@guneyhan.example',
  linkedin: 'https://www.linkedin.com/company/guneyhan-example',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Tuzla',
  businessHours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
  stats: [],
};

export const site: SiteOptions & { logo: string } = {
  origin,
  siteName: 'Güneyhan Boya',
  image: '/media/og.jpg',
  logo: '/logo.png',
};

/** Everything buildHead/buildJsonLd need but the path. */
export const content = {
  ...site,
  entries,
  texts,
  company,
  categories,
  products,
};
