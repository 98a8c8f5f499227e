import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick, type Locale, localized } from '../../storybook/preview';
import { picture } from '../../storybook/samples';
import { Hero, type HeroProps } from './Hero';

const text: Record<
  Locale,
  Pick<HeroProps, 'title' | 'subtitle' | 'eyebrow' | 'cta' | 'secondaryCta'>
> = {
  tr: {
    eyebrow: '2009’dan beri',
    title: 'Sanayinin ihtiyaç duyduğu hammadde, tek adreste',
    subtitle:
      'Filtrasyondan diş malzemelerine altı sektörde güvenilir tedarik ve dünya markalarıyla iş birliği.',
    cta: { href: '/sektorler', label: 'Sektörleri Keşfedin' },
    secondaryCta: { href: '/iletisim', label: 'Teklif İsteyin' },
  },
  en: {
    eyebrow: 'Since 2009',
    title: 'The raw materials industry needs, from one partner',
    subtitle:
      'Reliable supply across six sectors, from filtration to dental supplies, with world-class brands.',
    cta: { href: '/sectors', label: 'Explore Sectors' },
    secondaryCta: { href: '/contact', label: 'Request a Quote' },
  },
  ar: {
    eyebrow: 'منذ عام 2009',
    title: 'المواد الخام التي تحتاجها الصناعة من شريك واحد',
    subtitle:
      'توريد موثوق في ستة قطاعات، من الترشيح إلى مستلزمات طب الأسنان، بعلامات تجارية عالمية المستوى.',
    cta: { href: '/ar/sectors', label: 'استكشف القطاعات' },
    secondaryCta: { href: '/ar/contact', label: 'اطلب عرض سعر' },
  },
};

const meta: Meta<typeof Hero> = {
  title: 'Home/Hero',
  component: Hero,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => <Hero {...localized(args, text, globals)} />,
};

export default meta;
type Story = StoryObj<typeof Hero>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: pick(text, globals).cta.label })).toHaveAttribute(
      'href',
      pick(text, globals).cta.href,
    );
  },
};

export const WithImage: Story = {
  args: {
    image: {
      src: picture('', 205, 1600, 900),
      width: 1600,
      height: 900,
      alt: '',
      fetchPriority: 'high',
      sizes: '100vw',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  args: { secondaryCta: undefined },
};
