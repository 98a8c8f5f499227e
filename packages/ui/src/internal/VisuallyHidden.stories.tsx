import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon';
import { pick, type Locale } from '../../storybook/preview';
import { VisuallyHidden } from './VisuallyHidden';

const text = {
  tr: { hidden: 'Telefon numaramızı arayın', visible: '+90 212 555 01 23' },
  en: { hidden: 'Call our phone number', visible: '+90 212 555 01 23' },
  ar: { hidden: 'اتصل برقم هاتفنا', visible: '+90 212 555 01 23' },
} satisfies Record<Locale, { hidden: string; visible: string }>;

// Internal building block of the forms, header and counters: text read by screen readers only.
const meta: Meta<typeof VisuallyHidden> = {
  title: 'Internal/VisuallyHidden',
  // An internal helper, not part of the package's API: tested, but kept out of the sidebar and docs.
  tags: ['!dev', '!autodocs'],
  component: VisuallyHidden,
  render: (_args, { globals }) => {
    const t = pick(text, globals);
    return (
      <a href="tel:+902125550123">
        <Icon name="phone" />
        <VisuallyHidden>{t.hidden}: </VisuallyHidden>
        {t.visible}
      </a>
    );
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    // The hidden words are part of the link's text, so they join its accessible name.
    await expect(link.textContent).toMatch(/^(Telefon numaramızı arayın|Call our phone number): /);
  },
};
