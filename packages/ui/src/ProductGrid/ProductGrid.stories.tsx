import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Locale, loose, pick } from '../../storybook/preview';
import { picture } from '../../storybook/samples';
import { ProductGrid } from './ProductGrid';

const text = {
  tr: {
    names: ['Mikrocam Filtre Kağıdı', 'Separatör', 'Spunbond Polyester', 'Torba Filtre Rulosu', 'Pileleme Makinesi'],
    badge: 'Filtrasyon',
    action: 'Ayrıntılar',
    results: '5 ürün',
    empty: 'Ürün bulunamadı. Lütfen farklı bir arama terimi deneyin.',
  },
  en: {
    names: ['Microglass Filter Paper', 'Separator', 'Spunbond Polyester', 'Bag Filter Rolls', 'Pleating Machine'],
    badge: 'Filtration',
    action: 'Details',
    results: '5 products',
    empty: 'No products found. Please try a different search term.',
  },
} satisfies Record<Locale, unknown>;

const items = (locale: Locale) =>
  text[locale].names.map((title, i) => ({
    id: `p${i}`,
    title,
    badge: text[locale].badge,
    image: { src: picture(String(i + 1), 190 + i * 20), width: 800, height: 600, alt: '' },
  }));

const meta: Meta<typeof ProductGrid> = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { onOpen: fn() },
  render: (args, { globals }) => {
    const t = pick(text, globals);
    const locale = globals.locale === 'en' ? 'en' : 'tr';
    return (
      <div style={{ padding: '1.5rem' }}>
        <ProductGrid {...args} items={items(locale)} emptyMessage={t.empty} actionLabel={t.action} resultsLabel={t.results} {...loose(args)} />
      </div>
    );
  },
};

export default meta;
type Story = StoryObj<typeof ProductGrid>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: new RegExp(pick(text, globals).names[1]!) });
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledWith('p1', card);
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { items: [], resultsLabel: '' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(pick(text, globals).empty)).toBeVisible();
  },
};
