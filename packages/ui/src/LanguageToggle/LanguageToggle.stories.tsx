import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOf, localized, type Locale } from '../../storybook/preview';
import { LanguageMenu } from './LanguageMenu';
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

// A site in three languages (a textile exporter selling to Germany): the switch is a menu. Each
// language is named in itself; the list's name follows the toolbar's language.
const threeOptions: LanguageToggleProps['options'] = [
  ...options,
  { code: 'de', label: 'DE', name: 'Deutsch', href: '/ueber-uns' },
];

/** Three languages: a disclosure menu, opened by click or arrow key, closed by Escape. */
export const ThreeLanguages: Story = {
  args: { options: threeOptions, menu: LanguageMenu },
  argTypes: { current: { control: 'inline-radio', options: threeOptions.map((o) => o.code) } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvasElement.querySelector('summary')!;
    const details = canvasElement.querySelector('details')!;
    const current = args.current === 'en' ? 'English' : 'Türkçe';
    await expect(summary).toHaveTextContent(new RegExp(`: ${current}$`));
    await expect(details.open).toBe(false);
    // Keyboard only: Tab to the button, an arrow opens it onto the first link, the arrows move,
    // Escape closes onto the button. (Enter and Space are the browser's own `<summary>` keys.)
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(details.open).toBe(true);
    await expect(canvas.getByRole('link', { name: /Türkçe/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const german = canvas.getByRole('link', { name: /Deutsch/ });
    await expect(german).toHaveFocus();
    await expect(german).toHaveAttribute('href', '/ueber-uns');
    await expect(german).toHaveAttribute('lang', 'de');
    await userEvent.keyboard('{Escape}');
    await expect(details.open).toBe(false);
    await expect(summary).toHaveFocus();
  },
};

/** The menu on a German page: German name of the list, German marked current. */
export const ThreeLanguagesGerman: Story = {
  args: { options: threeOptions, current: 'de', label: 'Sprache', menu: LanguageMenu },
  render: (args) => (
    <div
      lang="de"
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        padding: '1.5rem',
        minBlockSize: '14rem',
      }}
    >
      <LanguageToggle {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvasElement.querySelector('summary')!;
    await expect(summary).toHaveTextContent('DE, Sprache: Deutsch');
    await userEvent.click(summary);
    const german = canvas.getByRole('link', { name: /Deutsch/ });
    await expect(german).toHaveAttribute('aria-current', 'true');
    const english = canvas.getByRole('link', { name: /English/ });
    english.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(english);
    await expect(args.onSelect).toHaveBeenCalledWith('en');
  },
};

/** Three languages in the header's dark top bar. */
export const ThreeLanguagesOnDarkBar: Story = {
  args: { options: threeOptions, inverse: true, menu: LanguageMenu },
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--ui-color-topbar-bg)',
          display: 'flex',
          justifyContent: 'flex-end',
          minBlockSize: '14rem',
          alignItems: 'flex-start',
        }}
      >
        <Story />
      </div>
    ),
  ],
};
