import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectIsolatedLeftToRight, rightToLeft } from '../../storybook/bidi';
import { localized, perLocale } from '../../storybook/preview';
import { company, contactDetails } from '../../storybook/samples';
import { ContactDetails, type ContactDetail } from './ContactDetails';

const text = perLocale((locale): ContactDetail[] => {
  const { email, phone, whatsapp, linkedin, address } = contactDetails(locale);
  return [email, phone, whatsapp, linkedin, address];
});

const samples = perLocale((locale) => ({ items: text[locale] }));

const meta: Meta<typeof ContactDetails> = {
  title: 'Contact/ContactDetails',
  component: ContactDetails,
  // Sample content as args (Turkish), so Controls show and edit it; the toolbar's language switches unedited ones.
  args: samples.tr,
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '30rem' }}>
      <ContactDetails {...localized(args, samples, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ContactDetails>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: company.email.label })).toHaveAttribute(
      'href',
      company.email.href,
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};

/** In Arabic: the e-mail address, the numbers and the address keep their left-to-right order. */
export const RightToLeft: Story = {
  ...rightToLeft,
  name: 'Right to left (العربية)',
  play: async ({ canvasElement }) => {
    const values = [company.email.label, company.phone.label, company.whatsapp.label];
    for (const value of [...values, company.address])
      await expectIsolatedLeftToRight(canvasElement, value);
  },
};

// A department's long e-mail address (one word to the line breaker) and a long address.
const longEmail = 'teklif.talepleri.ihracat@kuzeyhankimya.example.com';
const longText = perLocale((locale) => ({
  items: text[locale].map((item) =>
    item.icon === 'mail' ? { ...item, value: longEmail, href: `mailto:${longEmail}` } : item,
  ),
}));

/** A long e-mail address at a small phone's width (320 px): it wraps inside its row. */
export const LongText: Story = {
  args: longText.tr,
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '30rem' }}>
      <ContactDetails {...localized(args, longText, globals)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: longEmail })).toBeVisible();
  },
};
