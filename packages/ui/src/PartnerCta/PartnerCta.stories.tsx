import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick, type Locale, localized } from '../../storybook/preview';
import { PartnerCta, type PartnerCtaProps } from './PartnerCta';

const text: Record<Locale, PartnerCtaProps> = {
  tr: {
    title: 'İş ortağımız olun',
    text: 'Ürünlerinizi Türkiye pazarına birlikte taşıyalım.',
    primary: { href: '/iletisim', label: 'İletişime geçin' },
    secondary: { href: '/', label: 'Ana sayfa' },
  },
  en: {
    title: 'Become our partner',
    text: 'Let us bring your products to the Turkish market together.',
    primary: { href: '/contact', label: 'Get in touch' },
    secondary: { href: '/', label: 'Home' },
  },
  ar: {
    title: 'كن شريكًا لنا',
    text: 'لنوصل منتجاتكم معًا إلى السوق التركية.',
    primary: { href: '/ar/contact', label: 'تواصل معنا' },
    secondary: { href: '/ar', label: 'الرئيسية' },
  },
};

const meta: Meta<typeof PartnerCta> = {
  title: 'Suppliers/PartnerCta',
  component: PartnerCta,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => <PartnerCta {...localized(args, text, globals)} />,
};

export default meta;
type Story = StoryObj<typeof PartnerCta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
    await expect(
      within(canvasElement).getByRole('heading', { name: pick(text, globals).title as string }),
    ).toBeVisible();
  },
};

export const SingleAction: Story = { args: { secondary: undefined } };
