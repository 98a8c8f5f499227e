import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, perLocale, pick, localized } from '../../storybook/preview';
import { productCountAr, sectors } from '../../storybook/samples';
import { SectorGrid } from './SectorGrid';

const text = {
  tr: {
    title: 'Hizmet Verdiğimiz Sektörler',
    subtitle: 'Altı sektörde uzman tedarik.',
    link: 'Daha fazla bilgi',
    viewAll: { href: '/sektorler', label: 'Tümünü gör' },
    count: (n: number) => `${n} ürün`,
  },
  en: {
    title: 'Sectors We Serve',
    subtitle: 'Specialist supply in six sectors.',
    link: 'Learn more',
    viewAll: { href: '/sectors', label: 'View all' },
    count: (n: number) => `${n} products`,
  },
  ar: {
    title: 'القطاعات التي نخدمها',
    subtitle: 'توريد متخصص في ستة قطاعات.',
    link: 'اعرف المزيد',
    viewAll: { href: '/ar/sectors', label: 'اعرض الكل' },
    count: productCountAr,
  },
} satisfies Record<Locale, unknown>;

const samplesOf = (locale: Locale) => ({
  title: text[locale].title,
  subtitle: text[locale].subtitle,
  linkLabel: text[locale].link,
  viewAll: text[locale].viewAll,
  items: sectors[locale].map((s) => ({ ...s, meta: text[locale].count(s.count) })),
});
const samples = perLocale(samplesOf);

const meta: Meta<typeof SectorGrid> = {
  title: 'Home/SectorGrid',
  component: SectorGrid,
  // Sample content as args (Turkish), so Controls show and edit it; the toolbar's language switches unedited ones.
  args: samples.tr,
  render: (args, { globals }) => <SectorGrid {...localized(args, samples, globals)} />,
};

export default meta;
type Story = StoryObj<typeof SectorGrid>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(
      canvas.getByRole('link', { name: pick(text, globals).viewAll.label }),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };
