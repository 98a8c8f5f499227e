import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type Locale, localized } from '../../storybook/preview';
import { company } from '../../storybook/samples';
import { ContactDetails, type ContactDetail } from './ContactDetails';

const text: Record<Locale, ContactDetail[]> = {
  tr: [
    { icon: 'mail', label: 'E-posta', value: company.email.label, href: company.email.href },
    { icon: 'phone', label: 'Telefon', value: company.phone.label, href: company.phone.href },
    {
      icon: 'whatsapp',
      label: 'WhatsApp',
      value: company.whatsapp.label,
      href: company.whatsapp.href,
      external: true,
    },
    {
      icon: 'linkedin',
      label: 'LinkedIn',
      value: 'Kuzeyhan Kimya',
      href: company.linkedin,
      external: true,
    },
    {
      icon: 'map-pin',
      label: 'Adres',
      value: company.address,
      href: company.maps,
      linkText: 'Haritada aç',
      external: true,
    },
  ],
  en: [
    { icon: 'mail', label: 'E-mail', value: company.email.label, href: company.email.href },
    { icon: 'phone', label: 'Phone', value: company.phone.label, href: company.phone.href },
    {
      icon: 'whatsapp',
      label: 'WhatsApp',
      value: company.whatsapp.label,
      href: company.whatsapp.href,
      external: true,
    },
    {
      icon: 'linkedin',
      label: 'LinkedIn',
      value: 'Kuzeyhan Kimya',
      href: company.linkedin,
      external: true,
    },
    {
      icon: 'map-pin',
      label: 'Address',
      value: company.address,
      href: company.maps,
      linkText: 'Open in maps',
      external: true,
    },
  ],
};

const samples = { tr: { items: text.tr }, en: { items: text.en } };

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
