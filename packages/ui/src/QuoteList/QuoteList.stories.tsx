import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { localized, type Locale } from '../../storybook/preview';
import { QuoteList, type QuoteListLine, type QuoteListProps } from './QuoteList';

const units: Record<Locale, Record<'kg' | 'litre' | 'metre' | 'roll' | 'piece', string>> = {
  tr: { kg: 'kg', litre: 'litre', metre: 'metre', roll: 'rulo', piece: 'adet' },
  en: { kg: 'kg', litre: 'litre', metre: 'metre', roll: 'roll', piece: 'piece' },
  ar: { kg: 'كغ', litre: 'لتر', metre: 'متر', roll: 'لفافة', piece: 'قطعة' },
};

/** The three products' names and addresses in each language, in the list's order. */
const products: Record<Locale, Array<{ name: string; href: string }>> = {
  tr: [
    {
      name: 'Mikroglass Filtre Medyası',
      href: '/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi',
    },
    {
      name: 'Sıcak Eriyik ve Poliüretan Yapıştırıcılar',
      href: '/sektorler/filtrasyon-sistemleri/sicak-eriyik-ve-poliuretan-yapistiricilar',
    },
    { name: 'Galvanizli Tel', href: '/sektorler/tel-ve-civiler/galvanizli-tel' },
  ],
  en: [
    {
      name: 'Microglass Filter Media',
      href: '/sectors/filtration-systems/microglass-filter-media',
    },
    {
      name: 'Hot Melt and Polyurethane Adhesives',
      href: '/sectors/filtration-systems/hot-melt-and-polyurethane-adhesives',
    },
    { name: 'Galvanized Wire', href: '/sectors/wire-and-nails/galvanized-wire' },
  ],
  ar: [
    {
      name: 'وسط ترشيح من الألياف الزجاجية الدقيقة',
      href: '/ar/sectors/filtration-systems/microglass-filter-media',
    },
    {
      name: 'مواد لاصقة حرارية وبولي يوريثانية',
      href: '/ar/sectors/filtration-systems/hot-melt-and-polyurethane-adhesives',
    },
    { name: 'السلك المجلفن', href: '/ar/sectors/wire-and-nails/galvanized-wire' },
  ],
};

function lines(locale: Locale): QuoteListLine[] {
  const u = (values: (keyof (typeof units)['tr'])[]) =>
    values.map((value) => ({ value, label: units[locale][value] }));
  const [microglass, adhesives, wire] = products[locale] as [
    { name: string; href: string },
    { name: string; href: string },
    { name: string; href: string },
  ];
  return [
    {
      id: 'microglassMedia',
      ...microglass,
      quantity: 4,
      unit: 'roll',
      units: u(['roll', 'metre']),
    },
    { id: 'adhesives', ...adhesives, quantity: 200, unit: 'kg', units: u(['kg']) },
    { id: 'galvanizedWire', ...wire, quantity: 1, unit: 'kg', units: u(['kg', 'roll']) },
  ];
}

const text = {
  tr: {
    lines: lines('tr'),
    texts: {
      quantity: 'Miktar',
      unit: 'Birim',
      remove: 'Çıkar',
      removeLabel: (name: string) => `Çıkar: ${name}`,
      invalidQuantity: 'En az 1 olan bir tam sayı girin.',
    },
  },
  en: {
    lines: lines('en'),
    texts: {
      quantity: 'Quantity',
      unit: 'Unit',
      remove: 'Remove',
      removeLabel: (name: string) => `Remove: ${name}`,
      invalidQuantity: 'Enter a whole number of at least 1.',
    },
  },
  ar: {
    lines: lines('ar'),
    texts: {
      quantity: 'الكمية',
      unit: 'الوحدة',
      remove: 'أزل',
      removeLabel: (name: string) => `أزل: ${name}`,
      invalidQuantity: 'أدخل عددًا صحيحًا لا يقل عن 1.',
    },
  },
} satisfies Record<Locale, Partial<QuoteListProps>>;

/** The list as its page holds it: every change goes back into the lines. */
function Editable(props: QuoteListProps) {
  const [shown, setShown] = useState(props.lines);
  const change = (id: string, patch: Partial<QuoteListLine>) =>
    setShown((all) => all.map((line) => (line.id === id ? { ...line, ...patch } : line)));
  return (
    <QuoteList
      {...props}
      lines={shown}
      onQuantityChange={(id, quantity) => change(id, { quantity })}
      onUnitChange={(id, unit) => change(id, { unit })}
      onRemove={(id) => setShown((all) => all.filter((line) => line.id !== id))}
    />
  );
}

const meta: Meta<typeof QuoteList> = {
  title: 'Catalogue/QuoteList',
  component: QuoteList,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => {
    const props = localized(args as QuoteListProps, text, globals);
    return (
      <div style={{ padding: '2rem', maxWidth: '48rem' }}>
        <Editable key={String(globals.locale)} {...props} />
      </div>
    );
  },
};

export default meta;
type Story = StoryObj<typeof QuoteList>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One group per product, named by it, with a quantity and a unit menu of its own units.
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(3);
    const first = groups[0]!;
    await expect(first).toHaveAccessibleName(/Mikroglass|Microglass|الألياف الزجاجية/);
    const unit = within(first).getByRole('combobox', { name: /Birim|Unit|الوحدة/ });
    await expect(within(unit).getAllByRole('option')).toHaveLength(2);
    await userEvent.selectOptions(unit, 'metre');
    await expect(unit).toHaveValue('metre');
    const quantity = within(first).getByRole('spinbutton', { name: /Miktar|Quantity|الكمية/ });
    await userEvent.clear(quantity);
    // An empty quantity is shown as it is typed, and said to be wrong.
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription(/tam sayı|whole number|عددًا صحيحًا/);
    await userEvent.type(quantity, '12');
    await expect(quantity).toHaveValue(12);
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(groups[2]!).getByRole('button', { name: /Galvaniz|المجلفن/ }));
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
  },
};

export const OneLine: Story = {
  args: { lines: lines('tr').slice(1, 2) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    // A product sold in one unit only still names it.
    await expect(within(group).getByRole('combobox')).toHaveValue('kg');
  },
};
