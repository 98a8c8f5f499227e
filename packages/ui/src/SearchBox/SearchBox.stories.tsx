import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pick, type Locale } from '../../storybook/preview';
import { SearchBox, type SearchBoxProps } from './SearchBox';

const text = {
  tr: { label: 'Ürün ara', placeholder: 'Ürün ara...', clear: 'Aramayı temizle', query: 'filtre' },
  en: { label: 'Search products', placeholder: 'Search products...', clear: 'Clear search', query: 'filter' },
} satisfies Record<Locale, unknown>;

function Demo(props: Partial<SearchBoxProps> & { locale: Locale }) {
  const { locale, ...args } = props;
  const t = text[locale];
  const [value, setValue] = useState(args.value ?? '');
  return (
    <div style={{ padding: '1.5rem', maxWidth: '36rem' }}>
      <SearchBox
        label={t.label}
        placeholder={t.placeholder}
        clearLabel={t.clear}
        {...args}
        value={value}
        onValueChange={(v) => {
          args.onValueChange?.(v);
          setValue(v);
        }}
      />
    </div>
  );
}

const meta: Meta<typeof SearchBox> = {
  title: 'Catalogue/SearchBox',
  component: SearchBox,
  args: { onValueChange: fn() },
  render: (args, { globals }) => <Demo {...args} locale={globals.locale === 'en' ? 'en' : 'tr'} />,
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
    await userEvent.type(input, t.query);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(t.query);
    await userEvent.click(canvas.getByRole('button', { name: t.clear }));
    await expect(input).toHaveValue('');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true } };
