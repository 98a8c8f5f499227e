import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, localized } from '../../storybook/preview';
import { company, sectors } from '../../storybook/samples';
import { Footer, type FooterProps } from './Footer';

const text: Record<Locale, Omit<FooterProps, 'linkComponent'>> = {
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
      { icon: 'map-pin', label: company.address, href: company.maps, external: true },
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
      { icon: 'map-pin', label: company.address, href: company.maps, external: true },
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
      { icon: 'map-pin', label: company.address, href: company.maps, external: true },
      { icon: 'phone', label: company.phone.label, href: company.phone.href },
      { icon: 'mail', label: company.email.label, href: company.email.href },
    ],
    copyright: `© 2025 ${company.name}. جميع الحقوق محفوظة.`,
    legalLinks: [{ href: '/ar/privacy', label: 'إشعار الخصوصية' }],
  },
};

const meta: Meta<typeof Footer> = {
  title: 'Layout/Footer',
  component: Footer,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => <Footer {...localized(args, text, globals)} />,
};

export default meta;
type Story = StoryObj<typeof Footer>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: company.phone.label })).toHaveAttribute(
      'href',
      company.phone.href,
    );
    await expect(canvas.getByRole('link', { name: company.email.label })).toHaveAttribute(
      'href',
      company.email.href,
    );
    await expect(canvas.getByRole('link', { name: company.address })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByText(/© 2025/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
