import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Locale, localized, pick } from '../../storybook/preview';
import { EnquiryForm, type FieldSpec } from './EnquiryForm';

/** A sister company's own fields: a sample request with a quantity and a delivery city. */
type Field = 'company' | 'email' | 'quantity' | 'city' | 'notes';

const fields: readonly FieldSpec<Field>[] = [
  { name: 'company', type: 'text', required: true, maxLength: 120, autoComplete: 'organization' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'quantity', type: 'text', required: true, maxLength: 20 },
  { name: 'city', type: 'text', maxLength: 60, autoComplete: 'address-level2' },
  { name: 'notes', type: 'textarea', maxLength: 2000, rows: 4 },
];

const text = {
  tr: {
    texts: {
      labels: {
        company: 'Firma',
        email: 'E-posta',
        quantity: 'Adet',
        city: 'Teslim şehri',
        notes: 'Notlarınız',
      },
      placeholders: { email: 'ornek@firma.com', quantity: 'ör. 500' },
      optional: '(isteğe bağlı)',
      requiredHint: 'zorunlu',
      submit: 'Numune İste',
      submitting: 'Gönderiliyor...',
      successTitle: 'Numune talebiniz alındı!',
      successMessage: 'Aynı iş günü içinde size dönüş yapacağız.',
      errorMessage: 'Talebiniz gönderilemedi. Lütfen tekrar deneyin.',
      retry: 'Tekrar dene',
    },
    messages: {
      required: {
        company: 'Firma adı zorunludur',
        email: 'E-posta adresi zorunludur',
        quantity: 'Adet zorunludur',
      },
      invalidEmail: 'Lütfen geçerli bir e-posta adresi girin',
      tooLong: (max: number) => `En fazla ${max} karakter girebilirsiniz`,
      summary: (n: number) => `${n} alan düzeltilmeli.`,
    },
  },
  en: {
    texts: {
      labels: {
        company: 'Company',
        email: 'E-mail',
        quantity: 'Quantity',
        city: 'Delivery city',
        notes: 'Your notes',
      },
      placeholders: { email: 'name@company.com', quantity: 'e.g. 500' },
      optional: '(optional)',
      requiredHint: 'required',
      submit: 'Request a Sample',
      submitting: 'Sending...',
      successTitle: 'Your sample request has arrived!',
      successMessage: 'We will get back to you within the same working day.',
      errorMessage: 'Your request could not be sent. Please try again.',
      retry: 'Try again',
    },
    messages: {
      required: {
        company: 'Company name is required',
        email: 'Email address is required',
        quantity: 'Quantity is required',
      },
      invalidEmail: 'Please enter a valid email address',
      tooLong: (max: number) => `Please use at most ${max} characters`,
      summary: (n: number) => `${n} ${n === 1 ? 'field needs' : 'fields need'} correcting.`,
    },
  },
} satisfies Record<Locale, unknown>;

/**
 * The engine under `ContactForm` and `ShortForm`, with a field list of a site's own: each field's
 * type, limit and whether it is required. Validation, the live regions, the double-click guard,
 * drafts (`onChange`, `restoreValues`) and retry work the same.
 */
const meta: Meta<typeof EnquiryForm<Field>> = {
  title: 'Forms/EnquiryForm',
  component: EnquiryForm,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...text.tr, fields, layout: 'two-column', send: fn(async () => {}), onChange: fn() },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '44rem' }}>
      <EnquiryForm<Field> {...localized(args, text, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof EnquiryForm<Field>>;

export const OwnFields: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.email) }),
    ).toHaveAttribute('type', 'email');
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.quantity) }),
    ).toBeRequired();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.city) }),
    ).not.toBeRequired();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.notes) }),
    ).toHaveAttribute('rows', '4');
  },
};

export const ValidatesAndSends: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const submit = canvas.getByRole('button', { name: t.texts.submit });
    await userEvent.click(submit);
    const company = canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.company) });
    await expect(company).toHaveFocus();
    await expect(company).toHaveAccessibleDescription(t.messages.required.company);
    await expect(args.send).not.toHaveBeenCalled();
    await userEvent.type(company, 'Defne Ambalaj');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.email) }),
      'satis@example.com',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.quantity) }),
      '500',
    );
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        company: 'Defne Ambalaj',
        email: 'satis@example.com',
        quantity: '500',
        city: '',
        notes: '',
      }),
    );
  },
};
