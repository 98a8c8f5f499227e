import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Locale, localized } from '../../storybook/preview';
import { picture } from '../../storybook/samples';
import { ProductCard } from './ProductCard';

const text = {
  tr: { title: 'Aljinat Ölçü Maddesi', badge: 'Diş Malzemeleri', action: 'Ayrıntılar' },
  en: { title: 'Alginate Impression Material', badge: 'Dental Supplies', action: 'Details' },
} satisfies Record<Locale, unknown>;

const samples = {
  tr: { title: text.tr.title, badge: text.tr.badge, actionLabel: text.tr.action },
  en: { title: text.en.title, badge: text.en.badge, actionLabel: text.en.action },
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
