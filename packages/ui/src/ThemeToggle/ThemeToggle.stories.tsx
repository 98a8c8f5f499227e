import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized, pick, type Locale } from '../../storybook/preview';
import { ThemeToggle, type ThemeToggleProps } from './ThemeToggle';

/** The ThemeToggle props among the samples: the story's args. */
const content: Record<Locale, Pick<ThemeToggleProps, 'label'>> = {
  tr: { label: 'Koyu tema' },
  en: { label: 'Dark theme' },
  ar: { label: 'السمة الداكنة' },
};

/** Keeps the theme in state, starting from the `theme` arg, as the app does. */
function Demo(args: ThemeToggleProps) {
  const [theme, setTheme] = useState(args.theme);
  return (
    <ThemeToggle
      {...args}
      theme={theme}
      onThemeChange={(next) => {
        args.onThemeChange(next);
        setTheme(next);
      }}
    />
  );
}

const meta: Meta<typeof ThemeToggle> = {
  title: 'Basics/ThemeToggle',
  component: ThemeToggle,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, theme: 'light', onThemeChange: fn() },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      {/* A new `theme` from Controls starts the demo afresh. */}
      <Demo key={args.theme} {...localized(args, content, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ThemeToggle>;

export const Toggles: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: pick(content, globals).label,
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
