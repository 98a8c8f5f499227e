// Turkish, English and Arabic sample texts of whole screens, for Storybook only (not shipped: `ui` holds no
// content). A fictional company, Kuzeyhan Kimya, with the site's real page structure.
import type {
  ContactDetail,
  FooterProps,
  FormTexts,
  HeaderProps,
  HeroProps,
  ProductGridItem,
  ServiceBlock,
  StatItem,
  ValidationMessages,
} from '../../src';
import { contactFormText, footerText, headerText } from '../chrome-samples';
import type { Locale } from '../preview';
import { contactDetails, fieldsToCorrectAr, picture, productCountAr } from '../samples';

type ContactField = 'name' | 'email' | 'company' | 'message';

export interface ScreenText {
  skip: string;
  header: Pick<HeaderProps, 'nav' | 'navLabel' | 'topLinks' | 'topLinksLabel' | 'menuLabels'> & {
    tagline: string;
    themeLabel: string;
    languageLabel: string;
  };
  footer: Omit<FooterProps, 'name' | 'logo'>;
  home: {
    hero: Pick<HeroProps, 'eyebrow' | 'title' | 'subtitle' | 'cta' | 'secondaryCta'>;
    sectorsTitle: string;
    sectorsLead: string;
    more: string;
    productCount: (n: number) => string;
    statsTitle: string;
    stats: StatItem[];
  };
  sector: {
    title: string;
    lead: string;
    breadcrumb: string;
    results: (n: number) => string;
    empty: string;
    details: string;
    products: ProductGridItem[];
    modal: {
      description: string;
      labels: { close: string; previous: string; next: string; zoom: string };
      cta: string;
      alt: (n: number) => string;
    };
  };
  contact: {
    title: string;
    lead: string;
    formTitle: string;
    details: ContactDetail[];
    servicesTitle: string;
    services: ServiceBlock[];
    form: { texts: FormTexts<ContactField>; messages: ValidationMessages<ContactField> };
    notice: string;
    noticeLink: { href: string; label: string };
  };
  notFound: {
    title: string;
    text: string;
    label: string;
    popularTitle: string;
    popular: Array<{ href: string; label: string }>;
  };
}

/** The contact screen's details, as the site orders them: address first, no LinkedIn. */
function detailsIn(locale: Locale) {
  const { address, phone, email, whatsapp } = contactDetails(locale);
  return [address, phone, email, whatsapp];
}

const tr: ScreenText = {
  skip: 'Ana içeriğe geç',
  header: headerText.tr,
  footer: footerText.tr,
  home: {
    hero: {
      eyebrow: '2009’dan beri',
      title: 'Sanayinin ihtiyaç duyduğu hammadde, tek adreste',
      subtitle:
        'Filtrasyondan diş malzemelerine altı sektörde güvenilir tedarik ve dünya markalarıyla iş birliği.',
      cta: { href: '/sektorler', label: 'Sektörleri Keşfedin' },
      secondaryCta: { href: '/iletisim', label: 'Teklif İsteyin' },
    },
    sectorsTitle: 'Hizmet verdiğimiz sektörler',
    sectorsLead: 'Her sektör için stoktan hızlı teslimat ve teknik destek.',
    more: 'Daha fazla bilgi',
    productCount: (n) => `${n} ürün`,
    statsTitle: 'Rakamlarla Kuzeyhan',
    stats: [
      { value: 2009, label: 'Kuruluş yılı' },
      { value: 6, label: 'Sektör' },
      { value: 28, label: 'Ürün' },
      { value: 500, suffix: '+', label: 'Mutlu müşteri' },
    ],
  },
  sector: {
    title: 'Filtrasyon Sistemleri',
    lead: 'HVAC, otomotiv ve endüstriyel filtrasyon için mikrocam, spunbond ve torba filtre medyaları.',
    breadcrumb: 'Sektörler',
    results: (n) => `${n} ürün`,
    empty: 'Bu sektörde ürün bulunamadı.',
    details: 'Ayrıntılar',
    products: [
      {
        id: 'mikrocam',
        title: 'Mikrocam Filtre Kağıdı',
        badge: 'Filtrasyon',
        image: { src: picture('Mikrocam', 200), width: 800, height: 600, alt: '' },
      },
      {
        id: 'spunbond',
        title: 'Spunbond Polyester',
        badge: 'Filtrasyon',
        image: { src: picture('Spunbond', 170), width: 800, height: 600, alt: '' },
      },
      {
        id: 'torba',
        title: 'Torba Filtre Rulosu (F7)',
        badge: 'Filtrasyon',
        image: { src: picture('Torba', 30), width: 800, height: 600, alt: '' },
      },
      {
        id: 'separator',
        title: 'Separatör Kağıdı',
        badge: 'Filtrasyon',
        image: { src: picture('Separatör', 260), width: 800, height: 600, alt: '' },
      },
    ],
    modal: {
      description:
        'HVAC ve endüstriyel filtrasyon için yüksek verimli mikrocam medya. G4, F7 ve F8 sınıflarında, rulo veya ebatlı kesim olarak tedarik edilir.',
      labels: {
        close: 'Kapat',
        previous: 'Önceki görsel',
        next: 'Sonraki görsel',
        zoom: 'Yakınlaştır',
      },
      cta: 'Fiyat için iletişime geçin',
      alt: (n) => `Mikrocam filtre kağıdı, görsel ${n}`,
    },
  },
  contact: {
    title: 'İletişim',
    lead: 'Teklif, numune ya da teknik soru: bize yazın, bir iş günü içinde dönüş yapalım.',
    formTitle: 'Bize yazın',
    details: detailsIn('tr'),
    servicesTitle: 'İthalat hizmetlerimiz',
    services: [
      {
        icon: 'document',
        title: 'Gümrük',
        text: 'İthalat evrakı ve gümrük işlemlerini sizin yerinize yürütüyoruz.',
      },
      {
        icon: 'globe',
        title: 'Dış ticaret',
        text: 'Avrupa ve Asya’daki üreticilerle doğrudan çalışıyoruz.',
      },
      {
        icon: 'truck',
        title: 'Lojistik',
        text: 'Limandan fabrikanıza kadar taşımayı planlıyoruz.',
      },
      {
        icon: 'warehouse',
        title: 'Depolama',
        text: 'İstanbul’daki depomuzdan stoktan hızlı teslimat.',
      },
    ],
    form: {
      texts: contactFormText.tr,
      messages: {
        required: {
          name: 'Lütfen adınızı yazın.',
          email: 'Lütfen e-posta adresinizi yazın.',
          message: 'Lütfen mesajınızı yazın.',
        },
        invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
        tooLong: (max) => `En fazla ${max} karakter girebilirsiniz.`,
        summary: (n) => `${n} alan düzeltilmeli.`,
      },
    },
    notice:
      'Gönderdiğiniz kişisel veriler KVKK kapsamında yalnızca talebinizi yanıtlamak için işlenir.',
    noticeLink: { href: '/kvkk', label: 'Aydınlatma metni' },
  },
  notFound: {
    title: 'Aradığınız sayfa bulunamadı',
    text: 'Sayfa taşınmış ya da silinmiş olabilir. Ana sayfaya dönmek için 404’e tıklayın.',
    label: 'Ana sayfaya dön',
    popularTitle: 'Sık ziyaret edilen sayfalar',
    popular: [
      { href: '/sektorler', label: 'Sektörler' },
      { href: '/tedarikcilerimiz', label: 'Tedarikçilerimiz' },
      { href: '/iletisim', label: 'İletişim' },
    ],
  },
};

const en: ScreenText = {
  skip: 'Skip to main content',
  header: headerText.en,
  footer: footerText.en,
  home: {
    hero: {
      eyebrow: 'Since 2009',
      title: 'The raw materials industry needs, from one partner',
      subtitle:
        'Reliable supply across six sectors, from filtration to dental supplies, with world-class brands.',
      cta: { href: '/sectors', label: 'Explore Sectors' },
      secondaryCta: { href: '/contact', label: 'Request a Quote' },
    },
    sectorsTitle: 'Sectors we serve',
    sectorsLead: 'Fast delivery from stock and technical support for every sector.',
    more: 'Learn more',
    productCount: (n) => `${n} ${n === 1 ? 'product' : 'products'}`,
    statsTitle: 'Kuzeyhan in numbers',
    stats: [
      { value: 2009, label: 'Founded' },
      { value: 6, label: 'Sectors' },
      { value: 28, label: 'Products' },
      { value: 500, suffix: '+', label: 'Happy customers' },
    ],
  },
  sector: {
    title: 'Filtration Systems',
    lead: 'Microglass, spunbond and bag filter media for HVAC, automotive and industrial filtration.',
    breadcrumb: 'Sectors',
    results: (n) => `${n} ${n === 1 ? 'product' : 'products'}`,
    empty: 'No products in this sector.',
    details: 'Details',
    products: [
      {
        id: 'mikrocam',
        title: 'Microglass Filter Paper',
        badge: 'Filtration',
        image: { src: picture('Microglass', 200), width: 800, height: 600, alt: '' },
      },
      {
        id: 'spunbond',
        title: 'Spunbond Polyester',
        badge: 'Filtration',
        image: { src: picture('Spunbond', 170), width: 800, height: 600, alt: '' },
      },
      {
        id: 'torba',
        title: 'Bag Filter Roll (F7)',
        badge: 'Filtration',
        image: { src: picture('Bag filter', 30), width: 800, height: 600, alt: '' },
      },
      {
        id: 'separator',
        title: 'Separator Paper',
        badge: 'Filtration',
        image: { src: picture('Separator', 260), width: 800, height: 600, alt: '' },
      },
    ],
    modal: {
      description:
        'High-efficiency microglass media for HVAC and industrial filtration. Supplied in grades G4, F7 and F8, in rolls or cut to size.',
      labels: { close: 'Close', previous: 'Previous image', next: 'Next image', zoom: 'Zoom' },
      cta: 'Contact us for price',
      alt: (n) => `Microglass filter paper, image ${n}`,
    },
  },
  contact: {
    title: 'Contact',
    lead: 'A quote, a sample or a technical question: write to us and we will reply within one working day.',
    formTitle: 'Write to us',
    details: detailsIn('en'),
    servicesTitle: 'Our import services',
    services: [
      {
        icon: 'document',
        title: 'Customs',
        text: 'We handle import papers and customs clearance for you.',
      },
      {
        icon: 'globe',
        title: 'Foreign trade',
        text: 'We work directly with makers in Europe and Asia.',
      },
      { icon: 'truck', title: 'Logistics', text: 'We plan transport from the port to your plant.' },
      {
        icon: 'warehouse',
        title: 'Warehousing',
        text: 'Fast delivery from stock in our Istanbul warehouse.',
      },
    ],
    form: {
      texts: contactFormText.en,
      messages: {
        required: {
          name: 'Please enter your name.',
          email: 'Please enter your e-mail address.',
          message: 'Please write your message.',
        },
        invalidEmail: 'Please enter a valid e-mail address.',
        tooLong: (max) => `Please use at most ${max} characters.`,
        summary: (n) => `${n} ${n === 1 ? 'field needs' : 'fields need'} correcting.`,
      },
    },
    notice:
      'We process the personal data you send only to answer your enquiry, as the KVKK requires.',
    noticeLink: { href: '/privacy', label: 'Privacy notice' },
  },
  notFound: {
    title: 'Page not found',
    text: 'The page may have moved or been removed. Click the 404 to return to the home page.',
    label: 'Back to the home page',
    popularTitle: 'Popular pages',
    popular: [
      { href: '/sectors', label: 'Sectors' },
      { href: '/suppliers', label: 'Our Suppliers' },
      { href: '/contact', label: 'Contact' },
    ],
  },
};

const ar: ScreenText = {
  skip: 'انتقل إلى المحتوى الرئيسي',
  header: headerText.ar,
  footer: footerText.ar,
  home: {
    hero: {
      eyebrow: 'منذ عام 2009',
      title: 'المواد الخام التي تحتاجها الصناعة من شريك واحد',
      subtitle:
        'توريد موثوق في ستة قطاعات، من الترشيح إلى مستلزمات طب الأسنان، بعلامات تجارية عالمية المستوى.',
      cta: { href: '/ar/sectors', label: 'استكشف القطاعات' },
      secondaryCta: { href: '/ar/contact', label: 'اطلب عرض سعر' },
    },
    sectorsTitle: 'القطاعات التي نخدمها',
    sectorsLead: 'تسليم سريع من المخزون ودعم فني لكل قطاع.',
    more: 'اعرف المزيد',
    productCount: productCountAr,
    statsTitle: 'Kuzeyhan بالأرقام',
    stats: [
      { value: 2009, label: 'سنة التأسيس' },
      { value: 6, label: 'قطاعات' },
      { value: 28, label: 'منتجًا' },
      { value: 500, suffix: '+', label: 'عميل راضٍ' },
    ],
  },
  sector: {
    title: 'أنظمة الترشيح',
    lead: 'أوساط ترشيح من الألياف الزجاجية الدقيقة والبوليستر المغزول ومرشحات الأكياس لأنظمة التكييف والسيارات والترشيح الصناعي.',
    breadcrumb: 'القطاعات',
    results: productCountAr,
    empty: 'لا توجد منتجات في هذا القطاع.',
    details: 'التفاصيل',
    products: [
      {
        id: 'mikrocam',
        title: 'ورق ترشيح من الألياف الزجاجية الدقيقة',
        badge: 'الترشيح',
        image: { src: picture('Microglass', 200), width: 800, height: 600, alt: '' },
      },
      {
        id: 'spunbond',
        title: 'بوليستر مغزول',
        badge: 'الترشيح',
        image: { src: picture('Spunbond', 170), width: 800, height: 600, alt: '' },
      },
      {
        id: 'torba',
        title: 'لفافة مرشحات الأكياس (F7)',
        badge: 'الترشيح',
        image: { src: picture('Bag filter', 30), width: 800, height: 600, alt: '' },
      },
      {
        id: 'separator',
        title: 'ورق الفواصل',
        badge: 'الترشيح',
        image: { src: picture('Separator', 260), width: 800, height: 600, alt: '' },
      },
    ],
    modal: {
      description:
        'وسط ترشيح عالي الكفاءة من الألياف الزجاجية الدقيقة لأنظمة التكييف والترشيح الصناعي. يُورَّد بالفئات G4 وF7 وF8، في لفائف أو مقطّعًا حسب المقاس.',
      labels: { close: 'إغلاق', previous: 'الصورة السابقة', next: 'الصورة التالية', zoom: 'تكبير' },
      cta: 'تواصل معنا لمعرفة السعر',
      alt: (n) => `ورق ترشيح من الألياف الزجاجية الدقيقة، الصورة ${n}`,
    },
  },
  contact: {
    title: 'اتصل بنا',
    lead: 'عرض سعر أو عيّنة أو سؤال فني: راسلنا وسنردّ عليك خلال يوم عمل واحد.',
    formTitle: 'راسلنا',
    details: detailsIn('ar'),
    servicesTitle: 'خدمات الاستيراد لدينا',
    services: [
      {
        icon: 'document',
        title: 'التخليص الجمركي',
        text: 'نتولّى عنكم مستندات الاستيراد والتخليص الجمركي.',
      },
      {
        icon: 'globe',
        title: 'التجارة الخارجية',
        text: 'نتعامل مباشرة مع المصنّعين في أوروبا وآسيا.',
      },
      { icon: 'truck', title: 'الخدمات اللوجستية', text: 'نخطط للنقل من الميناء إلى مصنعكم.' },
      {
        icon: 'warehouse',
        title: 'التخزين',
        text: 'تسليم سريع من المخزون في مستودعنا في إسطنبول.',
      },
    ],
    form: {
      texts: contactFormText.ar,
      messages: {
        required: {
          name: 'يُرجى كتابة اسمك.',
          email: 'يُرجى كتابة عنوان بريدك الإلكتروني.',
          message: 'يُرجى كتابة رسالتك.',
        },
        invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
        tooLong: (max) => `الحد الأقصى لعدد الأحرف هو ${max}.`,
        summary: fieldsToCorrectAr,
      },
    },
    notice:
      'لا نعالج البيانات الشخصية التي ترسلها إلا للرد على استفسارك، وفقًا لقانون حماية البيانات الشخصية التركي.',
    noticeLink: { href: '/ar/privacy', label: 'إشعار الخصوصية' },
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    text: 'ربما نُقلت الصفحة أو حُذفت. انقر على 404 للعودة إلى الصفحة الرئيسية.',
    label: 'العودة إلى الصفحة الرئيسية',
    popularTitle: 'صفحات يكثر زيارتها',
    popular: [
      { href: '/ar/sectors', label: 'القطاعات' },
      { href: '/ar/suppliers', label: 'موردونا' },
      { href: '/ar/contact', label: 'اتصل بنا' },
    ],
  },
};

export const screenText: Record<Locale, ScreenText> = { tr, en, ar };

/** Paths of the four screens in each language (the language switch links to the twin). */
export const screenPaths: Record<
  'home' | 'sector' | 'contact' | 'notFound',
  Record<Locale, string>
> = {
  home: { tr: '/', en: '/en', ar: '/ar' },
  sector: {
    tr: '/sektorler/filtrasyon-sistemleri',
    en: '/sectors/filtration-systems',
    ar: '/ar/sectors/filtration-systems',
  },
  contact: { tr: '/iletisim', en: '/contact', ar: '/ar/contact' },
  notFound: { tr: '/bulunamadi', en: '/en/not-found', ar: '/ar/not-found' },
};
