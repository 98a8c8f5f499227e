import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized, pick, type Locale } from '../../storybook/preview';
import { iconNames } from '../Icon';
import { Button, ButtonLink, type ButtonProps } from './Button';

const text = {
  tr: { primary: 'Sektörleri keşfedin', secondary: 'Teklif isteyin', link: 'İletişime geçin' },
  en: { primary: 'Explore sectors', secondary: 'Request a quote', link: 'Get in touch' },
  ar: { primary: 'استكشف القطاعات', secondary: 'اطلب عرض سعر', link: 'تواصل معنا' },
} satisfies Record<Locale, unknown>;

/** The Button props among the samples: the story's args. */
const content: Record<Locale, Pick<ButtonProps, 'children'>> = {
  tr: { children: text.tr.primary },
  en: { children: text.en.primary },
  ar: { children: text.ar.primary },
};

const meta: Meta<typeof Button> = {
  title: 'Basics/Button',
  component: Button,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, onClick: fn() },
  argTypes: {
    children: { control: 'text', description: 'The button text.' },
    // An icon name from the set (an element also works, but has no control).
    iconStart: { control: 'select', options: iconNames },
    iconEnd: { control: 'select', options: iconNames },
    type: { control: 'inline-radio', options: ['button', 'submit', 'reset'] },
  },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <Button {...localized(args, content, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveTextContent(pick(text, globals).primary);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', iconStart: 'mail' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The texts of the other buttons in the row, beside the Button's own `children`. */
interface AllVariantsArgs extends ButtonProps {
  /** Text of the secondary and ghost buttons. */
  secondaryText: string;
  /** Text of the large ButtonLink. */
  linkText: string;
}

const allVariants: Record<Locale, Partial<AllVariantsArgs>> = {
  tr: { ...content.tr, secondaryText: text.tr.secondary, linkText: text.tr.link },
  en: { ...content.en, secondaryText: text.en.secondary, linkText: text.en.link },
  ar: { ...content.ar, secondaryText: text.ar.secondary, linkText: text.ar.link },
};

export const AllVariants: StoryObj<AllVariantsArgs> = {
  args: allVariants.tr,
  render: (args, { globals }) => {
    const { children, secondaryText, linkText, onClick } = localized(args, allVariants, globals);
    return (
      <div
        style={{
          padding: '1.5rem',
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.75rem',
          alignItems: 'center',
        }}
      >
        <Button onClick={onClick}>{children}</Button>
        <Button variant="secondary" onClick={onClick}>
          {secondaryText}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClick}>
          {secondaryText}
        </Button>
        <ButtonLink href="/iletisim" size="lg" iconEnd="arrow-right">
          {linkText}
        </ButtonLink>
        <span
          style={{
            background: 'var(--ui-color-inverse-bg)',
            padding: '0.75rem',
            borderRadius: '0.5rem',
          }}
        >
          <Button variant="inverse" onClick={onClick}>
            {children}
          </Button>
        </span>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: pick(text, globals).link }),
    ).toHaveAttribute('href', '/iletisim');
  },
};
