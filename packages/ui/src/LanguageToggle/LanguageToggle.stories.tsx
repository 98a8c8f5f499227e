import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized, type Locale } from '../../storybook/preview';
import { LanguageToggle, type LanguageToggleProps } from './LanguageToggle';

// Each language is named in itself, so the options are the same in both; the current one and the
// group's name follow the toolbar's language.
const options: LanguageToggleProps['options'] = [
  { code: 'tr', label: 'TR', name: 'Türkçe', href: '/hakkimizda' },
  { code: 'en', label: 'EN', name: 'English', href: '/about' },
];

/** The LanguageToggle props among the samples: the story's args. */
const content: Record<Locale, Pick<LanguageToggleProps, 'label' | 'current'>> = {
  tr: { label: 'Dil', current: 'tr' },
  en: { label: 'Language', current: 'en' },
};

const meta: Meta<typeof LanguageToggle> = {
  title: 'Basics/LanguageToggle',
  component: LanguageToggle,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, options, onSelect: fn() },
  argTypes: {
    current: { control: 'inline-radio', options: options.map((o) => o.code) },
    linkComponent: { control: false },
  },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <LanguageToggle {...localized(args, content, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof LanguageToggle>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const current = globals.locale === 'en' ? 'English' : 'Türkçe';
    await expect(
      canvas.getByRole('group', { name: globals.locale === 'en' ? 'Language' : 'Dil' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: new RegExp(current) })).toHaveAttribute(
      'aria-current',
      'true',
    );
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
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--ui-color-topbar-bg)' }}>
        <Story />
      </div>
    ),
  ],
};
