import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized, pick, type Locale, perLocale } from '../../storybook/preview';
import { picture } from '../../storybook/samples';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

const text = {
  tr: {
    names: [
      'Mikrocam Filtre Kağıdı',
      'Separatör',
      'Spunbond Polyester',
      'Torba Filtre Rulosu',
      'Pileleme Makinesi',
    ],
    badge: 'Filtrasyon',
    action: 'Ayrıntılar',
    results: '5 ürün',
    empty: 'Ürün bulunamadı. Lütfen farklı bir arama terimi deneyin.',
  },
  en: {
    names: [
      'Microglass Filter Paper',
      'Separator',
      'Spunbond Polyester',
      'Bag Filter Rolls',
      'Pleating Machine',
    ],
    badge: 'Filtration',
    action: 'Details',
    results: '5 products',
    empty: 'No products found. Please try a different search term.',
  },
  ar: {
    names: [
      'ورق ترشيح من الألياف الزجاجية الدقيقة',
      'فاصل',
      'بوليستر مغزول',
      'لفائف مرشحات الأكياس',
      'آلة الطيّ',
    ],
    badge: 'الترشيح',
    action: 'التفاصيل',
    results: '5 منتجات',
    empty: 'لم يُعثر على منتجات. يُرجى تجربة كلمة بحث أخرى.',
  },
} satisfies Record<Locale, unknown>;

type Content = Pick<ProductGridProps, 'items' | 'emptyMessage' | 'actionLabel' | 'resultsLabel'>;

/** The ProductGrid props among the samples: the story's args. */
const content = perLocale(contentOf);

function contentOf(locale: Locale): Content {
  const t = text[locale];
  return {
    items: t.names.map((title, i) => ({
      id: `p${i}`,
      title,
      badge: t.badge,
      image: { src: picture(String(i + 1), 190 + i * 20), width: 800, height: 600, alt: '' },
    })),
    emptyMessage: t.empty,
    actionLabel: t.action,
    resultsLabel: t.results,
  };
}

const meta: Meta<typeof ProductGrid> = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, onOpen: fn() },
  argTypes: { emptyMessage: { control: 'text' } },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <ProductGrid {...localized(args, content, globals)} />
    </div>
  ),
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

/**
 * Items with `href`: each card is a link to the product's page. A plain click opens the modal
 * (`onOpen`) and the link is not followed; a click with a modifier key is left to the browser.
 */
export const Linked: Story = {
  render: (args, { globals }) => {
    const sample = localized(args, content, globals);
    return (
      <div style={{ padding: '1.5rem' }}>
        <ProductGrid
          {...sample}
          items={sample.items.map((item) => ({ ...item, href: `/urunler/${item.id}` }))}
        />
      </div>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const names = pick(text, globals).names;
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(names.length);
    const card = canvas.getByRole('link', { name: new RegExp(names[1]!) });
    await expect(card).toHaveAttribute('href', '/urunler/p1');

    // What the grid left to the browser: recorded after React's handler, then kept from leaving.
    const followed: boolean[] = [];
    const keep = (event: MouseEvent) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', keep);
    try {
      await userEvent.click(card);
      await expect(args.onOpen).toHaveBeenCalledWith('p1', card);
      await expect(followed).toEqual([false]);

      // One user-event session, so the held Control key modifies the click.
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(card);
      await user.keyboard('{/Control}');
      await expect(args.onOpen).toHaveBeenCalledTimes(1);
      await expect(followed).toEqual([false, true]);

      card.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpen).toHaveBeenCalledTimes(2);
      await expect(followed).toEqual([false, true, false]);
    } finally {
      window.removeEventListener('click', keep);
    }
  },
};
