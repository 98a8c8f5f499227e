// Sample data for the stories: Turkish, English and Arabic texts of a fictional company. Not shipped.
import type { ContactDetail } from '../src/ContactDetails';
import type { IconName } from '../src/Icon';
import type { Locale } from './preview';

export interface SampleSector {
  id: string;
  icon: IconName;
  title: string;
  href: string;
  count: number;
  description: string;
}

export const brandMark = (
  <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
    <rect width="40" height="40" rx="9" fill="var(--ui-color-primary)" />
    <path
      d="M11 10v20M11 20l11-10M15.5 16.5 23 30"
      stroke="var(--ui-color-primary-contrast)"
      strokeWidth="3.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
    />
    <circle cx="29" cy="27" r="3" fill="var(--ui-color-accent)" />
  </svg>
);

export const sectors: Record<Locale, SampleSector[]> = {
  tr: [
    {
      id: 'filtration',
      icon: 'filter',
      title: 'Filtrasyon Sistemleri',
      href: '/sektorler/filtrasyon-sistemleri',
      count: 13,
      description:
        'Mikrocam, separatör, spunbond polyester ve torba filtre ruloları; G2-F8 sınıfları.',
    },
    {
      id: 'wireAndNails',
      icon: 'wire',
      title: 'Tel ve Çiviler',
      href: '/sektorler/tel-ve-civiler',
      count: 5,
      description: 'Zımba teli, çivi ve bağlantı elemanları için hammadde ve yarı mamuller.',
    },
    {
      id: 'paintInkPlastic',
      icon: 'paint',
      title: 'Boya, Mürekkep ve Plastik',
      href: '/sektorler/boya-murekkep-plastik',
      count: 2,
      description: 'Baskı mürekkepleri, yapıştırıcılar ve plastik katkıları.',
    },
    {
      id: 'dentalSupplies',
      icon: 'tooth',
      title: 'Diş Malzemeleri',
      href: '/sektorler/dis-malzemeleri',
      count: 4,
      description: 'Aljinat ölçü maddesi, modelaj mumu ve diş üniteleri.',
    },
    {
      id: 'shoeSolesAndMachines',
      icon: 'shoe',
      title: 'Ayakkabı Tabanları ve Makineleri',
      href: '/sektorler/ayakkabi-tabanlari-makineleri',
      count: 2,
      description: 'Taban malzemeleri ve üretim makineleri.',
    },
    {
      id: 'decoration',
      icon: 'decoration',
      title: 'Dekorasyon',
      href: '/sektorler/dekorasyon',
      count: 2,
      description: 'Dokusuz duvar kaplama malzemesi ve dekoratif yüzeyler.',
    },
  ],
  en: [
    {
      id: 'filtration',
      icon: 'filter',
      title: 'Filtration Systems',
      href: '/sectors/filtration-systems',
      count: 13,
      description:
        'Microglass, separator, spunbond polyester and bag filter rolls; grades G2 to F8.',
    },
    {
      id: 'wireAndNails',
      icon: 'wire',
      title: 'Wire and Nails',
      href: '/sectors/wire-and-nails',
      count: 5,
      description: 'Raw and semi-finished materials for staple wire, nails and fasteners.',
    },
    {
      id: 'paintInkPlastic',
      icon: 'paint',
      title: 'Paint, Ink and Plastic',
      href: '/sectors/paint-ink-plastic',
      count: 2,
      description: 'Printing inks, adhesives and plastic additives.',
    },
    {
      id: 'dentalSupplies',
      icon: 'tooth',
      title: 'Dental Supplies',
      href: '/sectors/dental-supplies',
      count: 4,
      description: 'Alginate impression material, modeling wax and dentist units.',
    },
    {
      id: 'shoeSolesAndMachines',
      icon: 'shoe',
      title: 'Shoe Soles and Machines',
      href: '/sectors/shoe-soles-machines',
      count: 2,
      description: 'Sole materials and production machinery.',
    },
    {
      id: 'decoration',
      icon: 'decoration',
      title: 'Decoration',
      href: '/sectors/decoration',
      count: 2,
      description: 'Nonwoven wall material and decorative surfaces.',
    },
  ],
  ar: [
    {
      id: 'filtration',
      icon: 'filter',
      title: 'أنظمة الترشيح',
      href: '/ar/sectors/filtration-systems',
      count: 13,
      description:
        'لفائف الألياف الزجاجية الدقيقة والفواصل والبوليستر المغزول ومرشحات الأكياس؛ من الفئة G2 إلى F8.',
    },
    {
      id: 'wireAndNails',
      icon: 'wire',
      title: 'الأسلاك والمسامير',
      href: '/ar/sectors/wire-and-nails',
      count: 5,
      description: 'مواد خام ونصف مصنعة لأسلاك التدبيس والمسامير وأدوات التثبيت.',
    },
    {
      id: 'paintInkPlastic',
      icon: 'paint',
      title: 'الدهانات والأحبار واللدائن',
      href: '/ar/sectors/paint-ink-plastic',
      count: 2,
      description: 'أحبار الطباعة والمواد اللاصقة وإضافات اللدائن.',
    },
    {
      id: 'dentalSupplies',
      icon: 'tooth',
      title: 'مستلزمات طب الأسنان',
      href: '/ar/sectors/dental-supplies',
      count: 4,
      description: 'مادة الطبعات من الألجينات وشمع التشكيل ووحدات علاج الأسنان.',
    },
    {
      id: 'shoeSolesAndMachines',
      icon: 'shoe',
      title: 'نعال الأحذية وآلاتها',
      href: '/ar/sectors/shoe-soles-machines',
      count: 2,
      description: 'مواد النعال وآلات الإنتاج.',
    },
    {
      id: 'decoration',
      icon: 'decoration',
      title: 'الديكور',
      href: '/ar/sectors/decoration',
      count: 2,
      description: 'مواد تكسية الجدران غير المنسوجة والأسطح الزخرفية.',
    },
  ],
};

export const company = {
  name: 'Kuzeyhan Kimya',
  phone: { label: '+90 212 555 01 23', href: 'tel:+902125550123' },
  whatsapp: { label: '+90 555 555 01 23', href: 'https://wa.me/905555550123' },
  email: { label: 'info@kuzeyhan.example.com', href: 'mailto:info@kuzeyhan.example.com' },
  linkedin: 'https://www.linkedin.com/company/kuzeyhan-kimya-example',
  maps: 'https://www.google.com/maps/search/?api=1&query=Ikitelli+OSB+Istanbul',
  address: 'İkitelli OSB, Çevre Sanayi Sitesi 4. Blok No: 12, 34490 Başakşehir / İstanbul',
};

/** The company's contact details as ContactDetails items, by kind, in each language. */
export function contactDetails(locale: Locale) {
  const words = {
    tr: { email: 'E-posta', phone: 'Telefon', address: 'Adres', map: 'Haritada aç' },
    en: { email: 'E-mail', phone: 'Phone', address: 'Address', map: 'Open in maps' },
    ar: { email: 'البريد الإلكتروني', phone: 'الهاتف', address: 'العنوان', map: 'افتح في الخرائط' },
  }[locale];
  return {
    email: {
      icon: 'mail',
      label: words.email,
      value: company.email.label,
      href: company.email.href,
    },
    phone: {
      icon: 'phone',
      label: words.phone,
      value: company.phone.label,
      href: company.phone.href,
    },
    whatsapp: {
      icon: 'whatsapp',
      label: 'WhatsApp',
      value: company.whatsapp.label,
      href: company.whatsapp.href,
      external: true,
    },
    linkedin: {
      icon: 'linkedin',
      label: 'LinkedIn',
      value: company.name,
      href: company.linkedin,
      external: true,
    },
    address: {
      icon: 'map-pin',
      label: words.address,
      value: company.address,
      href: company.maps,
      linkText: words.map,
      external: true,
    },
  } satisfies Record<string, ContactDetail>;
}

/**
 * A count of things in Arabic, whose noun follows the number: one and two have words of their own,
 * three to ten take the plural, eleven and over the singular in the accusative.
 */
export function countAr(n: number, one: string, two: string, plural: string, many: string) {
  if (n === 1) return one;
  if (n === 2) return two;
  return n >= 3 && n <= 10 ? `${n} ${plural}` : `${n} ${many}`;
}

/** "n products" in Arabic. */
export const productCountAr = (n: number) => countAr(n, 'منتج واحد', 'منتجان', 'منتجات', 'منتجًا');

/** The forms' "n fields need correcting" in Arabic. */
export const fieldsToCorrectAr = (n: number) =>
  `يجب تصحيح ${countAr(n, 'حقل واحد', 'حقلين', 'حقول', 'حقلًا')}.`;

/** An inline SVG picture as a data URL, so stories need no files or network. */
export function picture(label: string, hue = 210, width = 800, height = 600): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 78%)"/><stop offset="1" stop-color="hsl(${hue + 25} 40% 48%)"/></linearGradient><pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse"><path d="M0 28L28 0" stroke="white" stroke-opacity=".18" stroke-width="2"/></pattern></defs><rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#p)"/><circle cx="${width * 0.7}" cy="${height * 0.38}" r="${height * 0.2}" fill="white" fill-opacity=".28"/><text x="50%" y="88%" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${Math.round(height / 14)}" font-weight="700" fill="white">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
