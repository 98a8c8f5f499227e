import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized, pick, type Locale } from '../../storybook/preview';
import { SearchBox, type SearchBoxProps } from './SearchBox';

const text = {
  tr: { label: 'Ürün ara', placeholder: 'Ürün ara...', clear: 'Aramayı temizle', query: 'filtre' },
  en: {
    label: 'Search products',
    placeholder: 'Search products...',
    clear: 'Clear search',
    query: 'filter',
  },
  ar: {
    label: 'ابحث في المنتجات',
    placeholder: 'ابحث في المنتجات...',
    clear: 'امسح البحث',
    query: 'مرشح',
  },
} satisfies Record<Locale, unknown>;

type Content = Pick<SearchBoxProps, 'label' | 'placeholder' | 'clearLabel'>;

/** The SearchBox props among the samples: the story's args. */
const content: Record<Locale, Content> = {
  tr: { label: text.tr.label, placeholder: text.tr.placeholder, clearLabel: text.tr.clear },
  en: { label: text.en.label, placeholder: text.en.placeholder, clearLabel: text.en.clear },
  ar: { label: text.ar.label, placeholder: text.ar.placeholder, clearLabel: text.ar.clear },
};

/** Keeps the query in state, starting from the `value` arg, as the app does. */
function Demo(args: SearchBoxProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchBox
      {...args}
      value={value}
      onValueChange={(v) => {
        args.onValueChange(v);
        setValue(v);
      }}
    />
  );
}

const meta: Meta<typeof SearchBox> = {
  title: 'Catalogue/SearchBox',
  component: SearchBox,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, value: '', onValueChange: fn() },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '36rem' }}>
      {/* A new `value` from Controls starts the demo afresh. */}
      <Demo key={args.value} {...localized(args, content, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof SearchBox>;

export const Empty: Story = {};

export const TypeAndClear: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    const input = canvas.getByRole('searchbox', { name: t.label });
    await expect(input).toHaveAttribute('placeholder', t.placeholder);
    await userEvent.type(input, t.query);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(t.query);
    await userEvent.click(canvas.getByRole('button', { name: t.clear }));
    await expect(input).toHaveValue('');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true } };
