import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOf, localized, type Locale } from '../../storybook/preview';
import { LanguageToggle, type LanguageToggleProps } from './LanguageToggle';

// Each language is named in itself, so the options are the same in Turkish and English; the current
// one and the group's name follow the toolbar's language. The Arabic sample is a site that has
// Arabic as well, so its toggle offers a third option.
const options: LanguageToggleProps['options'] = [
  { code: 'tr', label: 'TR', name: 'Türkçe', href: '/hakkimizda' },
  { code: 'en', label: 'EN', name: 'English', href: '/about' },
];

/** The LanguageToggle props among the samples: the story's args. */
const content: Record<Locale, Pick<LanguageToggleProps, 'label' | 'current' | 'options'>> = {
  tr: { label: 'Dil', current: 'tr', options },
  en: { label: 'Language', current: 'en', options },
  ar: {
    label: 'اللغة',
    current: 'ar',
    options: [...options, { code: 'ar', label: 'AR', name: 'العربية', href: '/ar/about' }],
  },
};

const names: Record<Locale, string> = { tr: 'Türkçe', en: 'English', ar: 'العربية' };

const meta: Meta<typeof LanguageToggle> = {
  title: 'Basics/LanguageToggle',
  component: LanguageToggle,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, onSelect: fn() },
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
    const locale = localeOf(globals);
    const current = names[locale];
    await expect(canvas.getByRole('group', { name: content[locale].label })).toBeInTheDocument();
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
