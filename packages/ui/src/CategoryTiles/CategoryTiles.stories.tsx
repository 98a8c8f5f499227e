import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOf, localized, pick, type Locale, perLocale } from '../../storybook/preview';
import { productCountAr, sectors } from '../../storybook/samples';
import { CategoryTiles, type CategoryTilesProps } from './CategoryTiles';

const text = {
  tr: { label: 'Kategoriler', count: (n: number) => `${n} ürün` },
  en: { label: 'Categories', count: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}` },
  ar: { label: 'الفئات', count: productCountAr },
} satisfies Record<Locale, unknown>;

type Content = Pick<CategoryTilesProps, 'label' | 'items' | 'formatCount'>;

/** The CategoryTiles props among the samples: the story's args. */
const content = perLocale(contentOf);

function contentOf(locale: Locale): Content {
  return {
    label: text[locale].label,
    items: sectors[locale].map((s) => ({ id: s.id, label: s.title, count: s.count, icon: s.icon })),
    formatCount: text[locale].count,
  };
}

/** Keeps the selection in state, starting from the `selected` arg, as the app does. */
function Demo(args: CategoryTilesProps) {
  const [selected, setSelected] = useState(args.selected);
  return (
    <CategoryTiles
      {...args}
      selected={selected}
      onSelect={(id) => {
        args.onSelect(id);
        setSelected(id);
      }}
    />
  );
}

const meta: Meta<typeof CategoryTiles> = {
  title: 'Catalogue/CategoryTiles',
  component: CategoryTiles,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, selected: null, onSelect: fn() },
  argTypes: {
    selected: {
      control: { type: 'select', labels: { null: '(none)' } },
      options: [null, ...sectors.tr.map((s) => s.id)],
    },
  },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      {/* A new `selected` from Controls starts the demo afresh. */}
      <Demo key={String(args.selected)} {...localized(args, content, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof CategoryTiles>;

export const NoneSelected: Story = {};

export const SelectAndDeselect: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const first = sectors[localeOf(globals)][0]!;
    const tile = canvas.getByRole('button', { name: new RegExp(first.title) });
    await expect(tile).toHaveTextContent(pick(text, globals).count(13));
    await userEvent.click(tile);
    await expect(args.onSelect).toHaveBeenLastCalledWith('filtration');
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(tile);
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Selected: Story = {
  args: { selected: 'dentalSupplies' },
  play: async ({ canvasElement, globals }) => {
    const dental = sectors[localeOf(globals)].find((s) => s.id === 'dentalSupplies')!;
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(dental.title) }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};
