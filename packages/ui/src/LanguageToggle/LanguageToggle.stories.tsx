import type { Meta, StoryObj } from '@storybook/react-vite';
import { loose } from '../../storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageToggle } from './LanguageToggle';

const meta: Meta<typeof LanguageToggle> = {
  title: 'Basics/LanguageToggle',
  component: LanguageToggle,
  args: { onSelect: fn() },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <LanguageToggle
        label={globals.locale === 'en' ? 'Language' : 'Dil'}
        current={globals.locale === 'en' ? 'en' : 'tr'}
        options={[
          { code: 'tr', label: 'TR', name: 'Türkçe', href: '/hakkimizda' },
          { code: 'en', label: 'EN', name: 'English', href: '/about' },
        ]}
        {...loose(args)}
      />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof LanguageToggle>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const current = globals.locale === 'en' ? 'English' : 'Türkçe';
    await expect(canvas.getByRole('link', { name: new RegExp(current) })).toHaveAttribute('aria-current', 'true');
    const en = canvas.getByRole('link', { name: /English/ });
    await expect(en).toHaveAttribute('href', '/about');
    await expect(en).toHaveAttribute('lang', 'en');
    en.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(en);
    await expect(args.onSelect).toHaveBeenCalledWith('en');
  },
};

export const OnDarkBar: Story = {
  args: { inverse: true },
  decorators: [(Story) => <div style={{ background: 'var(--ui-color-topbar-bg)' }}><Story /></div>],
};
