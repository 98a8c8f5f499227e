// The header's and footer's sample texts in Turkish, English and Arabic, for Storybook only (not
// shipped: `ui` holds no content). The component stories and the whole-screen stories show the
// same chrome, so they take it from here.
import type { FooterProps, FormTexts, HeaderProps } from '../src';
import type { Locale } from './preview';
import { company, sectors } from './samples';

/** The header's texts of one language: everything but the brand's link and logo. */
export type HeaderSampleText = Pick<HeaderProps, 'nav' | 'menuLabels'> & {
  topLinks: NonNullable<HeaderProps['topLinks']>;
  navLabel: string;
  topLinksLabel: string;
  tagline: string;
  themeLabel: string;
  languageLabel: string;
};

export const headerText: Record<Locale, HeaderSampleText> = {
  tr: {
    tagline: 'Endüstriyel hammaddeler · 2009',
    navLabel: 'Ana menü',
    topLinksLabel: 'İletişim kanalları',
    menuLabels: { open: 'Menüyü aç', close: 'Menüyü kapat' },
    themeLabel: 'Koyu tema',
    languageLabel: 'Dil',
    nav: [
      { label: 'Ana Sayfa', href: '/' },
      {
        label: 'Kurumsal',
        children: [
          { label: 'Hakkımızda', href: '/hakkimizda' },
          { label: 'Misyonumuz', href: '/misyon' },
          { label: 'Vizyonumuz', href: '/vizyon' },
        ],
      },
      {
        label: 'Sektörler',
        href: '/sektorler',
        toggleLabel: 'Sektörler alt menüsü',
        delayChildNavigation: true,
        children: sectors.tr.map((s) => ({ label: s.title, href: s.href })),
      },
      { label: 'Tedarikçilerimiz', href: '/tedarikcilerimiz' },
      { label: 'İletişim', href: '/iletisim' },
    ],
    topLinks: [
      { icon: 'phone', href: company.phone.href, label: 'Telefon', text: company.phone.label },
      { icon: 'mail', href: company.email.href, label: 'E-posta', text: company.email.label },
      {
        icon: 'whatsapp',
        href: company.whatsapp.href,
        label: 'WhatsApp ile yazın',
        external: true,
      },
      { icon: 'linkedin', href: company.linkedin, label: 'LinkedIn sayfamız', external: true },
    ],
  },
  en: {
    tagline: 'Industrial materials · 2009',
    navLabel: 'Main menu',
    topLinksLabel: 'Contact channels',
    menuLabels: { open: 'Open menu', close: 'Close menu' },
    themeLabel: 'Dark theme',
    languageLabel: 'Language',
    nav: [
      { label: 'Home', href: '/' },
      {
        label: 'Corporate',
        children: [
          { label: 'About Us', href: '/about' },
          { label: 'Our Mission', href: '/mission' },
          { label: 'Our Vision', href: '/vision' },
        ],
      },
      {
        label: 'Sectors',
        href: '/sectors',
        toggleLabel: 'Sectors submenu',
        delayChildNavigation: true,
        children: sectors.en.map((s) => ({ label: s.title, href: s.href })),
      },
      { label: 'Our Suppliers', href: '/suppliers' },
      { label: 'Contact', href: '/contact' },
    ],
    topLinks: [
      { icon: 'phone', href: company.phone.href, label: 'Phone', text: company.phone.label },
      { icon: 'mail', href: company.email.href, label: 'E-mail', text: company.email.label },
      {
        icon: 'whatsapp',
        href: company.whatsapp.href,
        label: 'Message us on WhatsApp',
        external: true,
      },
      { icon: 'linkedin', href: company.linkedin, label: 'Our LinkedIn page', external: true },
    ],
  },
  ar: {
    tagline: 'مواد خام صناعية · 2009',
    navLabel: 'القائمة الرئيسية',
    topLinksLabel: 'قنوات التواصل',
    menuLabels: { open: 'افتح القائمة', close: 'أغلق القائمة' },
    themeLabel: 'السمة الداكنة',
    languageLabel: 'اللغة',
    nav: [
      { label: 'الرئيسية', href: '/ar' },
      {
        label: 'عن الشركة',
        children: [
          { label: 'من نحن', href: '/ar/about' },
          { label: 'رسالتنا', href: '/ar/mission' },
          { label: 'رؤيتنا', href: '/ar/vision' },
        ],
      },
      {
        label: 'القطاعات',
        href: '/ar/sectors',
        toggleLabel: 'القائمة الفرعية للقطاعات',
        delayChildNavigation: true,
        children: sectors.ar.map((s) => ({ label: s.title, href: s.href })),
      },
      { label: 'موردونا', href: '/ar/suppliers' },
      { label: 'اتصل بنا', href: '/ar/contact' },
    ],
    topLinks: [
      { icon: 'phone', href: company.phone.href, label: 'الهاتف', text: company.phone.label },
      {
        icon: 'mail',
        href: company.email.href,
        label: 'البريد الإلكتروني',
        text: company.email.label,
      },
      {
        icon: 'whatsapp',
        href: company.whatsapp.href,
        label: 'راسلنا عبر واتساب',
        external: true,
      },
      { icon: 'linkedin', href: company.linkedin, label: 'صفحتنا على لينكدإن', external: true },
    ],
  },
};

export const footerText: Record<Locale, Omit<FooterProps, 'linkComponent' | 'logo'>> = {
  tr: {
    name: company.name,
    description: '2009’dan bu yana sanayiye kimyasal ve endüstriyel hammadde tedarik ediyoruz.',
    linkGroups: [
      {
        title: 'Hızlı Bağlantılar',
        links: [
          { href: '/', label: 'Ana Sayfa' },
          { href: '/hakkimizda', label: 'Hakkımızda' },
          { href: '/tedarikcilerimiz', label: 'Tedarikçilerimiz' },
          { href: '/iletisim', label: 'İletişim' },
        ],
      },
      {
        title: 'Sektörler',
        links: sectors.tr.slice(0, 4).map((s) => ({ href: s.href, label: s.title })),
      },
    ],
    contactTitle: 'İletişim',
    contactItems: [
      {
        icon: 'map-pin',
        label: company.address,
        href: company.maps,
        external: true,
        ariaLabel: `Adres, haritada aç: ${company.address}`,
      },
      { icon: 'phone', label: company.phone.label, href: company.phone.href },
      { icon: 'mail', label: company.email.label, href: company.email.href },
    ],
    copyright: `© 2025 ${company.name}. Tüm hakları saklıdır.`,
    legalLinks: [{ href: '/kvkk', label: 'KVKK Aydınlatma Metni' }],
  },
  en: {
    name: company.name,
    description: 'Supplying industry with chemical and industrial raw materials since 2009.',
    linkGroups: [
      {
        title: 'Quick Links',
        links: [
          { href: '/', label: 'Home' },
          { href: '/about', label: 'About Us' },
          { href: '/suppliers', label: 'Our Suppliers' },
          { href: '/contact', label: 'Contact' },
        ],
      },
      {
        title: 'Sectors',
        links: sectors.en.slice(0, 4).map((s) => ({ href: s.href, label: s.title })),
      },
    ],
    contactTitle: 'Contact',
    contactItems: [
      {
        icon: 'map-pin',
        label: company.address,
        href: company.maps,
        external: true,
        ariaLabel: `Address, open in maps: ${company.address}`,
      },
      { icon: 'phone', label: company.phone.label, href: company.phone.href },
      { icon: 'mail', label: company.email.label, href: company.email.href },
    ],
    copyright: `© 2025 ${company.name}. All rights reserved.`,
    legalLinks: [{ href: '/privacy', label: 'Privacy Notice' }],
  },
  ar: {
    name: company.name,
    description: 'نورّد المواد الخام الكيميائية والصناعية إلى المصانع منذ عام 2009.',
    linkGroups: [
      {
        title: 'روابط سريعة',
        links: [
          { href: '/ar', label: 'الرئيسية' },
          { href: '/ar/about', label: 'من نحن' },
          { href: '/ar/suppliers', label: 'موردونا' },
          { href: '/ar/contact', label: 'اتصل بنا' },
        ],
      },
      {
        title: 'القطاعات',
        links: sectors.ar.slice(0, 4).map((s) => ({ href: s.href, label: s.title })),
      },
    ],
    contactTitle: 'اتصل بنا',
    contactItems: [
      {
        icon: 'map-pin',
        label: company.address,
        href: company.maps,
        external: true,
        ariaLabel: `العنوان، افتحه في الخرائط: ${company.address}`,
      },
      { icon: 'phone', label: company.phone.label, href: company.phone.href },
      { icon: 'mail', label: company.email.label, href: company.email.href },
    ],
    copyright: `© 2025 ${company.name}. جميع الحقوق محفوظة.`,
    legalLinks: [{ href: '/ar/privacy', label: 'إشعار الخصوصية' }],
  },
};

/** The contact form's labels, hints and states (its validation messages differ per story). */
export const contactFormText: Record<
  Locale,
  FormTexts<'name' | 'email' | 'company' | 'message'>
> = {
  tr: {
    labels: { name: 'Ad Soyad', email: 'E-posta', company: 'Şirket', message: 'Mesajınız' },
    placeholders: {
      name: 'Adınız ve soyadınız',
      email: 'ornek@firma.com',
      company: 'Şirket adı',
      message: 'Size nasıl yardımcı olabiliriz?',
    },
    optional: '(isteğe bağlı)',
    requiredHint: 'zorunlu',
    submit: 'Mesaj Gönder',
    submitting: 'Gönderiliyor...',
    successTitle: 'Mesajınız Başarıyla Gönderildi!',
    successMessage: 'En kısa sürede size dönüş yapacağız.',
    errorTitle: 'Mesaj gönderilemedi',
    errorMessage: 'Mesajınız gönderilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    retry: 'Tekrar dene',
  },
  en: {
    labels: { name: 'Full name', email: 'E-mail', company: 'Company', message: 'Your message' },
    placeholders: {
      name: 'Your full name',
      email: 'name@company.com',
      company: 'Company name',
      message: 'How can we help you?',
    },
    optional: '(optional)',
    requiredHint: 'required',
    submit: 'Send Message',
    submitting: 'Sending...',
    successTitle: 'Message Sent Successfully!',
    successMessage: 'We will get back to you shortly.',
    errorTitle: 'Message not sent',
    errorMessage: 'An error occurred while sending your message. Please try again later.',
    retry: 'Try again',
  },
  ar: {
    labels: {
      name: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      company: 'الشركة',
      message: 'رسالتك',
    },
    placeholders: {
      name: 'اسمك الكامل',
      email: 'name@company.com',
      company: 'اسم الشركة',
      message: 'كيف يمكننا مساعدتك؟',
    },
    optional: '(اختياري)',
    requiredHint: 'مطلوب',
    submit: 'أرسل الرسالة',
    submitting: 'جارٍ الإرسال...',
    successTitle: 'أُرسلت رسالتك بنجاح!',
    successMessage: 'سنردّ عليك في أقرب وقت.',
    errorTitle: 'لم تُرسل الرسالة',
    errorMessage: 'حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مرة أخرى لاحقًا.',
    retry: 'أعد المحاولة',
  },
};
