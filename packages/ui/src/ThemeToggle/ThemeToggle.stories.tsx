import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeToggle, type Theme } from './ThemeToggle';

function Demo({ onThemeChange, label }: { onThemeChange?: (t: Theme) => void; label: string }) {
  const [theme, setTheme] = useState<Theme>('light');
  return (
    <ThemeToggle
      theme={theme}
      label={label}
      onThemeChange={(next) => {
        onThemeChange?.(next);
        setTheme(next);
      }}
    />
  );
}

const meta: Meta<typeof ThemeToggle> = {
  title: 'Basics/ThemeToggle',
  component: ThemeToggle,
  args: { onThemeChange: fn() },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <Demo onThemeChange={args.onThemeChange} label={globals.locale === 'en' ? 'Dark theme' : 'Koyu tema'} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ThemeToggle>;

export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
