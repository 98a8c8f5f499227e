import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, localized, perLocale } from '../../storybook/preview';
import { ServiceBlocks, type ServiceBlock } from './ServiceBlocks';

const text: Record<Locale, ServiceBlock[]> = {
  tr: [
    {
      icon: 'document',
      title: 'Gümrük',
      text: 'Gümrük işlemlerinizi uzman ekibimizle hızla tamamlıyoruz.',
    },
    { icon: 'globe', title: 'İthalat', text: 'Dünya üreticilerinden güvenilir ithalat.' },
    { icon: 'truck', title: 'İhracat', text: 'Ürünlerinizi bölge pazarlarına ulaştırıyoruz.' },
    { icon: 'warehouse', title: 'Depolama', text: 'İstanbul’daki depomuzda güvenli stok.' },
  ],
  en: [
    {
      icon: 'document',
      title: 'Customs',
      text: 'Our specialists clear your customs procedures quickly.',
    },
    { icon: 'globe', title: 'Import', text: 'Reliable import from manufacturers worldwide.' },
    { icon: 'truck', title: 'Export', text: 'We bring your products to regional markets.' },
    { icon: 'warehouse', title: 'Storage', text: 'Safe stock in our Istanbul warehouse.' },
  ],
  ar: [
    {
      icon: 'document',
      title: 'التخليص الجمركي',
      text: 'ينجز خبراؤنا إجراءاتكم الجمركية بسرعة.',
    },
    { icon: 'globe', title: 'الاستيراد', text: 'استيراد موثوق من مصنّعين حول العالم.' },
    { icon: 'truck', title: 'التصدير', text: 'نوصل منتجاتكم إلى أسواق المنطقة.' },
    { icon: 'warehouse', title: 'التخزين', text: 'مخزون آمن في مستودعنا في إسطنبول.' },
  ],
};

const samples = perLocale((locale) => ({ items: text[locale] }));

const meta: Meta<typeof ServiceBlocks> = {
  title: 'Contact/ServiceBlocks',
  component: ServiceBlocks,
  // Sample content as args (Turkish), so Controls show and edit it; the toolbar's language switches unedited ones.
  args: samples.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <ServiceBlocks {...localized(args, samples, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ServiceBlocks>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
