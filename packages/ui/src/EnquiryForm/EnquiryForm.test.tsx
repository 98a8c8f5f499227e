// A site declares its own fields (names, types, limits) and gets the same engine as ContactForm
// and ShortForm: validation, messages, focus, the values it declared and nothing else.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contactFormFields } from '../ContactForm';
import { EnquiryForm, type EnquiryFormWithFieldsProps, type FieldSpec } from './index';

type Field = 'fullName' | 'email' | 'website' | 'orderNumber' | 'details';

const fields = [
  { name: 'fullName', type: 'text', required: true, maxLength: 80, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'website', type: 'url', maxLength: 200, autoComplete: 'url' },
  { name: 'orderNumber', type: 'text', maxLength: 8, wide: true },
  { name: 'details', type: 'textarea', required: true, maxLength: 2000, rows: 3 },
] as const satisfies readonly FieldSpec<Field>[];

const props: Omit<EnquiryFormWithFieldsProps<Field>, 'send'> = {
  fields,
  texts: {
    labels: {
      fullName: 'Full name',
      email: 'E-mail',
      website: 'Website',
      orderNumber: 'Order number',
      details: 'What do you need?',
    },
    optional: '(optional)',
    submit: 'Send request',
    submitting: 'Sending…',
    successTitle: 'Request sent',
    errorMessage: 'Could not send',
  },
  messages: {
    required: {
      fullName: 'Enter your name',
      email: 'Enter your e-mail',
      details: 'Describe your need',
    },
    invalidEmail: 'Enter a valid e-mail address',
    tooLong: (max, field) => `${field}: at most ${max} characters`,
  },
};

describe('EnquiryForm with a site’s own fields', () => {
  it('renders the declared fields with their types, limits’ hints and autocomplete tokens', () => {
    render(<EnquiryForm {...props} send={async () => {}} />);
    const form = screen.getByRole('button', { name: 'Send request' }).closest('form')!;
    expect(
      [...form.querySelectorAll('input:not([tabindex="-1"]), textarea')].map((e) =>
        e.getAttribute('name'),
      ),
    ).toEqual(['fullName', 'email', 'website', 'orderNumber', 'details']);
    expect(screen.getByLabelText('Website (optional)')?.getAttribute('type')).toBe('url');
    expect(screen.getByLabelText(/^E-mail/)?.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^What do you need/)?.getAttribute('rows')).toBe('3');
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Order number (optional)') as HTMLInputElement).required).toBe(
      false,
    );
  });

  it('shows each required field’s message on an empty submit and focuses the first', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {});
    render(<EnquiryForm {...props} send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(send).not.toHaveBeenCalled();
    for (const message of ['Enter your name', 'Enter your e-mail', 'Describe your need']) {
      expect(document.body.contains(screen.getByText(message))).toBe(true);
    }
    expect(document.activeElement).toBe(screen.getByLabelText(/^Full name/));
    expect(screen.getByLabelText(/^Full name/)?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Website (optional)')?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('applies each field’s own limit and the e-mail check, then sends exactly the declared values', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async (_values: Record<Field, string>) => {});
    render(<EnquiryForm {...props} send={send} />);
    await user.type(screen.getByLabelText(/^Full name/), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText(/^E-mail/), 'ayse@');
    await user.type(screen.getByLabelText('Order number (optional)'), 'SIP-2026-0042');
    await user.type(screen.getByLabelText(/^What do you need/), 'Yüz koli, çift oluklu.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(send).not.toHaveBeenCalled();
    expect(document.body.contains(screen.getByText('Enter a valid e-mail address'))).toBe(true);
    expect(document.body.contains(screen.getByText('orderNumber: at most 8 characters'))).toBe(
      true,
    );

    await user.type(screen.getByLabelText(/^E-mail/), 'example.com');
    await user.clear(screen.getByLabelText('Order number (optional)'));
    await user.type(screen.getByLabelText('Order number (optional)'), 'SIP-42');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      website: '',
      orderNumber: 'SIP-42',
      details: 'Yüz koli, çift oluklu.',
    });
    expect(
      document.body.contains(within(screen.getByRole('status')).getByText('Request sent')),
    ).toBe(true);
  });

  it('lets maxLengths override a field’s limit, and builds on the shipped field lists', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {});
    // The contact form's fields plus a phone number: the engine takes any list.
    const extended = [
      ...contactFormFields,
      { name: 'phone', type: 'tel', maxLength: 20, autoComplete: 'tel' },
    ] as const satisfies readonly FieldSpec[];
    render(
      <EnquiryForm
        fields={extended}
        maxLengths={{ phone: 5 }}
        texts={{
          labels: {
            name: 'Ad',
            email: 'E-posta',
            company: 'Firma',
            message: 'Mesaj',
            phone: 'Telefon',
          },
          submit: 'Gönder',
          submitting: 'Gönderiliyor…',
          successTitle: 'Gönderildi',
          errorMessage: 'Gönderilemedi',
        }}
        messages={{
          required: {},
          invalidEmail: 'Geçersiz',
          tooLong: (max) => `En çok ${max} karakter`,
        }}
        send={send}
      />,
    );
    expect(screen.getByLabelText('Telefon')?.getAttribute('type')).toBe('tel');
    await user.type(screen.getByLabelText('Telefon'), '+90 212 000');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(document.body.contains(screen.getByText('En çok 5 karakter'))).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the notice under the form', () => {
  it('takes a paragraph of its own without nesting it in another (React #418 on hydration)', () => {
    const { container } = render(
      <EnquiryForm
        {...props}
        send={vi.fn()}
        notice={
          <p>
            Kişisel verileriniz <a href="/kvkk">aydınlatma metnine</a> göre işlenir.
          </p>
        }
      />,
    );
    expect(screen.getByText(/Kişisel verileriniz/)).toBeTruthy();
    expect(container.querySelectorAll('p p')).toHaveLength(0);
  });
});
