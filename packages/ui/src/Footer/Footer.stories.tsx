import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, localized } from '../../storybook/preview';
import { expectIsolatedLeftToRight, rightToLeft } from '../../storybook/bidi';
import { footerText } from '../../storybook/chrome-samples';
import { company } from '../../storybook/samples';
import { Footer, type FooterProps } from './Footer';

const text: Record<Locale, Omit<FooterProps, 'linkComponent'>> = footerText;

const meta: Meta<typeof Footer> = {
  title: 'Layout/Footer',
  component: Footer,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: text.tr,
  render: (args, { globals }) => <Footer {...localized(args, text, globals)} />,
};

export default meta;
type Story = StoryObj<typeof Footer>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: company.phone.label })).toHaveAttribute(
      'href',
      company.phone.href,
    );
    await expect(canvas.getByRole('link', { name: company.email.label })).toHaveAttribute(
      'href',
      company.email.href,
    );
    await expect(
      canvas.getByRole('link', { name: (name) => name.includes(company.address) }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(/© 2025/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375' } } };

/** The footer in Arabic: the address, phone number and e-mail address keep their order. */
export const RightToLeft: Story = {
  ...rightToLeft,
  name: 'Right to left (العربية)',
  play: async ({ canvasElement }) => {
    for (const value of [company.address, company.phone.label, company.email.label])
      await expectIsolatedLeftToRight(canvasElement, value);
  },
};
