import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pick, type Locale } from '../../storybook/preview';
import { sectors } from '../../storybook/samples';
import { CategoryTiles, type CategoryTilesProps } from './CategoryTiles';

const text = {
  tr: { label: 'Kategoriler', count: (n: number) => `${n} ürün` },
  en: { label: 'Categories', count: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}` },
} satisfies Record<Locale, unknown>;

function Demo({ locale, initial, ...args }: Partial<CategoryTilesProps> & { locale: Locale; initial: string | null }) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <div style={{ padding: '1.5rem' }}>
      <CategoryTiles
        label={text[locale].label}
        formatCount={text[locale].count}
        items={sectors[locale].map((s) => ({ id: s.id, label: s.title, count: s.count, icon: s.icon }))}
        selected={selected}
        {...args}
        onSelect={(id) => {
          args.onSelect?.(id);
          setSelected(id);
        }}
      />
    </div>
  );
}

const meta: Meta<typeof CategoryTiles> = {
  title: 'Catalogue/CategoryTiles',
  component: CategoryTiles,
  args: { onSelect: fn() },
  render: (args, { globals }) => <Demo {...args} locale={globals.locale === 'en' ? 'en' : 'tr'} initial={null} />,
};

export default meta;
type Story = StoryObj<typeof CategoryTiles>;

export const NoneSelected: Story = {};

export const SelectAndDeselect: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const first = sectors[globals.locale === 'en' ? 'en' : 'tr'][0]!;
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
  render: (args, { globals }) => <Demo {...args} locale={globals.locale === 'en' ? 'en' : 'tr'} initial="dentalSupplies" />,
};
