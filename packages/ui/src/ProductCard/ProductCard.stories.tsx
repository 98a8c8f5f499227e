import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Locale, localized } from '../../storybook/preview';
import { picture } from '../../storybook/samples';
import { ProductCard } from './ProductCard';

const text = {
  tr: { title: 'Aljinat Ölçü Maddesi', badge: 'Diş Malzemeleri', action: 'Ayrıntılar' },
  en: { title: 'Alginate Impression Material', badge: 'Dental Supplies', action: 'Details' },
  ar: { title: 'مادة الطبعات من الألجينات', badge: 'مستلزمات طب الأسنان', action: 'التفاصيل' },
} satisfies Record<Locale, unknown>;

const samples = {
  tr: { title: text.tr.title, badge: text.tr.badge, actionLabel: text.tr.action },
  en: { title: text.en.title, badge: text.en.badge, actionLabel: text.en.action },
  ar: { title: text.ar.title, badge: text.ar.badge, actionLabel: text.ar.action },
};

const meta: Meta<typeof ProductCard> = {
  title: 'Catalogue/ProductCard',
  component: ProductCard,
  // Sample content as args (Turkish), so Controls show and edit it; the toolbar's language switches unedited ones.
  args: {
    ...samples.tr,
    image: { src: picture('1', 160), width: 800, height: 600, alt: '' },
    onClick: fn(),
  },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '18rem' }}>
      <ProductCard {...localized(args, samples, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ProductCard>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.tagName).toBe('BUTTON');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const WithoutBadge: Story = { args: { badge: undefined, actionLabel: undefined } };

/** With `href`: a real link to the product's page, so it works before the page's script has run. */
export const AsLink: Story = {
  args: {
    href: '/sektorler/dis-malzemeleri/aljinat-olcu-maddesi',
    // The page's script turns a plain click into opening the modal; here it only stays on the story.
    onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /Aljinat|Alginate/ });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/sektorler/dis-malzemeleri/aljinat-olcu-maddesi');
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

// A chemical's name written as one word, as suppliers' data sheets write it: at a small phone's
// width it must wrap inside the card, not run out of it.
const longText = {
  tr: {
    title: 'Hidroksipropilmetilselüloz (HPMC) Kıvam Artırıcı, Çimento Esaslı Yapıştırıcılar İçin',
    badge: 'Boya, Mürekkep ve Plastik',
    actionLabel: 'Ayrıntıları gör',
  },
  en: {
    title: 'Hydroxypropylmethylcellulose (HPMC) Thickener for Cement-Based Tile Adhesives',
    badge: 'Paint, Ink and Plastics',
    actionLabel: 'View details',
  },
  ar: {
    title: 'مادة مكثفة من هيدروكسي بروبيل ميثيل السليلوز (HPMC) للمواد اللاصقة الأسمنتية',
    badge: 'الدهانات والأحبار والبلاستيك',
    actionLabel: 'عرض التفاصيل',
  },
};

/** A long title with a long single word, at a small phone's width (320 px). */
export const LongText: Story = {
  args: longText.tr,
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '18rem' }}>
      <ProductCard {...localized(args, longText, globals)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button');
    // The whole title stays inside the card: nothing cut off by its rounded frame.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
