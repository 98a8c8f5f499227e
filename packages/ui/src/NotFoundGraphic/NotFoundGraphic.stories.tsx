import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Locale, perLocale, pick, reducedMotion, localized } from '../../storybook/preview';
import { NotFoundGraphic } from './NotFoundGraphic';

const text = {
  tr: { label: 'Ana sayfaya dön', hint: 'Ana sayfaya dönmek için 404’e tıklayın.' },
  en: { label: 'Back to the home page', hint: 'Click the 404 to return home.' },
  ar: { label: 'العودة إلى الصفحة الرئيسية', hint: 'انقر على 404 للعودة إلى الصفحة الرئيسية.' },
} satisfies Record<Locale, unknown>;

const samples = perLocale((locale) => ({ label: text[locale].label }));

const meta: Meta<typeof NotFoundGraphic> = {
  title: 'Pages/NotFoundGraphic',
  component: NotFoundGraphic,
  args: { ...samples.tr, onDone: fn() },
  render: (args, { globals }) => (
    <div style={{ padding: '2rem', textAlign: 'center' }}>
      <NotFoundGraphic {...localized(args, samples, globals)} />
      <p>{pick(text, globals).hint}</p>
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof NotFoundGraphic>;

export const Default: Story = {};

export const PlaysThenNavigates: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: `404 ${pick(text, globals).label}`,
    });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-playing');
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 1500 });
  },
};

export const ReducedMotion: Story = {
  beforeEach: reducedMotion,
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: `404 ${pick(text, globals).label}`,
    });
    await userEvent.click(button);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(button).not.toHaveAttribute('data-playing');
  },
};
