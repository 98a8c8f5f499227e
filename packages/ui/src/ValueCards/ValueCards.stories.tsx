import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, localized, perLocale } from '../../storybook/preview';
import { ValueCards, type ValueCard } from './ValueCards';

const text: Record<Locale, ValueCard[]> = {
  tr: [
    {
      icon: 'quality',
      title: 'Kalite',
      text: 'Her üründe uluslararası standartlara uygun, izlenebilir kalite.',
    },
    {
      icon: 'partnership',
      title: 'Ortaklık',
      text: 'Tedarikçilerimiz ve müşterilerimizle uzun soluklu iş birlikleri.',
    },
    {
      icon: 'innovation',
      title: 'Yenilikçilik',
      text: 'Sanayinin değişen ihtiyaçlarına yeni malzemelerle yanıt.',
    },
  ],
  en: [
    {
      icon: 'quality',
      title: 'Quality',
      text: 'Traceable quality to international standards in every product.',
    },
    {
      icon: 'partnership',
      title: 'Partnership',
      text: 'Long-standing cooperation with our suppliers and customers.',
    },
    {
      icon: 'innovation',
      title: 'Innovation',
      text: 'New materials for the changing needs of industry.',
    },
  ],
  ar: [
    {
      icon: 'quality',
      title: 'الجودة',
      text: 'جودة قابلة للتتبع وفق المعايير الدولية في كل منتج.',
    },
    {
      icon: 'partnership',
      title: 'الشراكة',
      text: 'تعاون طويل الأمد مع موردينا وعملائنا.',
    },
    {
      icon: 'innovation',
      title: 'الابتكار',
      text: 'مواد جديدة لاحتياجات الصناعة المتغيرة.',
    },
  ],
};

const samples = perLocale((locale) => ({ items: text[locale] }));

const meta: Meta<typeof ValueCards> = {
  title: 'About/ValueCards',
  component: ValueCards,
  // Sample content as args (Turkish), so Controls show and edit it; the toolbar's language switches unedited ones.
  args: samples.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <ValueCards {...localized(args, samples, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ValueCards>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
