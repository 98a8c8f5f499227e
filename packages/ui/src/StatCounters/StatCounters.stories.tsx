import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type Locale, perLocale, pick, reducedMotion, localized } from '../../storybook/preview';
import { StatCounters } from './StatCounters';

const text = {
  tr: ['Kuruluş Yılı', 'Global Partner', 'Mutlu Müşteri', 'Ürün Çeşidi'],
  en: ['Founded', 'Global Partners', 'Satisfied Customers', 'Products'],
  ar: ['سنة التأسيس', 'شريك عالمي', 'عميل راضٍ', 'منتج'],
} satisfies Record<Locale, string[]>;

const values = [
  { value: 2009 },
  { value: 100, suffix: '+' },
  { value: 500, suffix: '+' },
  { value: 1000, suffix: '+' },
];

const samples = perLocale((locale) => ({
  items: values.map((v, i) => ({ ...v, label: text[locale][i]! })),
}));

const meta: Meta<typeof StatCounters> = {
  title: 'About/StatCounters',
  component: StatCounters,
  // Sample content as args (Turkish), so Controls show and edit it; the toolbar's language switches unedited ones.
  args: samples.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem' }}>
      <StatCounters {...localized(args, samples, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof StatCounters>;

const finals = ['2009', '100+', '500+', '1000+'];

export const CountsUp: Story = {
  play: async ({ canvasElement }) => {
    const numbers = () =>
      within(canvasElement)
        .getAllByTestId('stat-value')
        .map((n) => n.textContent);
    await expect(numbers()[0]).toBe('0');
    await waitFor(() => expect(numbers()).toEqual(finals), { timeout: 4000, interval: 100 });
    await waitFor(() => expect(canvasElement.querySelector('[data-done]')).not.toBeNull(), {
      timeout: 1000,
    });
  },
};

export const ReducedMotion: Story = {
  beforeEach: reducedMotion,
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          within(canvasElement)
            .getAllByTestId('stat-value')
            .map((n) => n.textContent),
        ).toEqual(finals),
      { timeout: 200 },
    );
  },
};

export const ScreenReaderText: Story = {
  play: async ({ canvasElement, globals }) => {
    // The animated digits are hidden from assistive technology; the final value is read instead.
    await expect(
      within(canvasElement).getByText('1000+', { selector: 'span:not([aria-hidden])' }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByText(pick(text, globals)[3]!)).toBeVisible();
  },
};
