import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pick, type Locale } from '../../storybook/preview';
import { Button, ButtonLink } from './Button';

const text = {
  tr: { primary: 'Sektörleri keşfedin', secondary: 'Teklif isteyin', link: 'İletişime geçin' },
  en: { primary: 'Explore sectors', secondary: 'Request a quote', link: 'Get in touch' },
} satisfies Record<Locale, unknown>;

const meta: Meta<typeof Button> = {
  title: 'Basics/Button',
  component: Button,
  args: { onClick: fn() },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <Button {...args}>{args.children ?? pick(text, globals).primary}</Button>
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof Button>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
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

export const AllVariants: Story = {
  render: (_args, { globals }) => (
    <div style={{ padding: '1.5rem', display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      <Button>{pick(text, globals).primary}</Button>
      <Button variant="secondary">{pick(text, globals).secondary}</Button>
      <Button variant="ghost" size="sm">
        {pick(text, globals).secondary}
      </Button>
      <ButtonLink href="/iletisim" size="lg" iconEnd="arrow-right">
        {pick(text, globals).link}
      </ButtonLink>
      <span style={{ background: 'var(--ui-color-inverse-bg)', padding: '0.75rem', borderRadius: '0.5rem' }}>
        <Button variant="inverse">{pick(text, globals).primary}</Button>
      </span>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('link', { name: pick(text, globals).link })).toHaveAttribute('href', '/iletisim');
  },
};
