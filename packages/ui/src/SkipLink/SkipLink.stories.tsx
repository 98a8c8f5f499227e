import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized, pick, type Locale } from '../../storybook/preview';
import { SkipLink, type SkipLinkProps } from './SkipLink';

const text = {
  tr: { skip: 'İçeriğe geç', nav: 'Ana menü', menu: 'Menü', main: 'Ana içerik' },
  en: { skip: 'Skip to content', nav: 'Main menu', menu: 'Menu', main: 'Main content' },
  ar: {
    skip: 'انتقل إلى المحتوى',
    nav: 'القائمة الرئيسية',
    menu: 'القائمة',
    main: 'المحتوى الرئيسي',
  },
} satisfies Record<Locale, unknown>;

/** The SkipLink props among the samples: the story's args. */
const content: Record<Locale, Pick<SkipLinkProps, 'children'>> = {
  tr: { children: text.tr.skip },
  en: { children: text.en.skip },
  ar: { children: text.ar.skip },
};

const meta: Meta<typeof SkipLink> = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, onClick: fn() },
  argTypes: { children: { control: 'text', description: 'The link text.' } },
  // The page around the link (a menu before the main landmark) belongs to the demo.
  render: (args, { globals }) => {
    const t = pick(text, globals);
    return (
      <>
        <SkipLink {...localized(args, content, globals)} />
        <nav aria-label={t.nav} style={{ padding: '4rem 1.5rem 1rem' }}>
          <a href="/x">{t.menu}</a>
        </nav>
        <main id="main" style={{ padding: '1.5rem' }}>
          <h1>{t.main}</h1>
        </main>
      </>
    );
  },
};

export default meta;
type Story = StoryObj<typeof SkipLink>;

export const FirstTabStop: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: pick(text, globals).skip });
    await expect(link).toHaveFocus();
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
