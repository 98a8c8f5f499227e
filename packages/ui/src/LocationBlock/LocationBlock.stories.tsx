import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectIsolatedLeftToRight, rightToLeft } from '../../storybook/bidi';
import { pick, type Locale, localized } from '../../storybook/preview';
import { company, picture } from '../../storybook/samples';
import { LocationBlock, type LocationBlockProps } from './LocationBlock';

const text: Record<Locale, LocationBlockProps> = {
  tr: {
    title: 'Bize Ulaşın',
    details: [
      { icon: 'map-pin', label: 'Adres', value: company.address },
      { icon: 'phone', label: 'Telefon', value: company.phone.label, href: company.phone.href },
      { icon: 'mail', label: 'E-posta', value: company.email.label, href: company.email.href },
      { icon: 'clock', label: 'Çalışma Saatleri', value: 'Pazartesi - Cuma: 09:00 - 18:00' },
    ],
    map: {
      src: picture('İkitelli OSB', 150, 960, 600),
      width: 960,
      height: 600,
      alt: 'İkitelli OSB, İstanbul haritası',
    },
    mapLink: { href: company.maps, label: 'Haritada aç' },
  },
  en: {
    title: 'Find Us',
    details: [
      { icon: 'map-pin', label: 'Address', value: company.address },
      { icon: 'phone', label: 'Phone', value: company.phone.label, href: company.phone.href },
      { icon: 'mail', label: 'E-mail', value: company.email.label, href: company.email.href },
      { icon: 'clock', label: 'Business Hours', value: 'Monday - Friday: 09:00 - 18:00' },
    ],
    map: {
      src: picture('Ikitelli OSB', 150, 960, 600),
      width: 960,
      height: 600,
      alt: 'Map of Ikitelli OSB, Istanbul',
    },
    mapLink: { href: company.maps, label: 'Open in maps' },
  },
  ar: {
    title: 'موقعنا',
    details: [
      { icon: 'map-pin', label: 'العنوان', value: company.address },
      { icon: 'phone', label: 'الهاتف', value: company.phone.label, href: company.phone.href },
      {
        icon: 'mail',
        label: 'البريد الإلكتروني',
        value: company.email.label,
        href: company.email.href,
      },
      { icon: 'clock', label: 'ساعات العمل', value: 'من الاثنين إلى الجمعة: 09:00 - 18:00' },
    ],
    map: {
      src: picture('Ikitelli OSB', 150, 960, 600),
      width: 960,
      height: 600,
      alt: 'خريطة المنطقة الصناعية المنظمة في إيكيتلي، إسطنبول',
    },
    mapLink: { href: company.maps, label: 'افتح في الخرائط' },
  },
};

const meta: Meta<typeof LocationBlock> = {
  title: 'Home/LocationBlock',
  component: LocationBlock,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => <LocationBlock {...localized(args, text, globals)} />,
};

export default meta;
type Story = StoryObj<typeof LocationBlock>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: new RegExp(pick(text, globals).mapLink.label) });
    await expect(link).toHaveAttribute('href', company.maps);
    await expect(canvas.getByRole('img', { name: pick(text, globals).map.alt })).toHaveAttribute(
      'loading',
      'lazy',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };

/** In Arabic: the address, phone number and e-mail address keep their order; the hours read as Arabic. */
export const RightToLeft: Story = {
  ...rightToLeft,
  name: 'Right to left (العربية)',
  play: async ({ canvasElement }) => {
    for (const value of [company.address, company.phone.label, company.email.label])
      await expectIsolatedLeftToRight(canvasElement, value);
    const hours = within(canvasElement).getByText(/^من الاثنين/);
    await expect(getComputedStyle(hours).direction).toBe('rtl');
  },
};
