// A site replaces one part of the form (here the submit area) with its own; the part reads the
// form's status from EnquiryFormRoot, and validation, sending and the live regions work around it.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EnquiryFormAlert,
  EnquiryFormField,
  EnquiryFormFields,
  EnquiryFormFieldset,
  EnquiryFormRoot,
  EnquiryFormStatus,
  useEnquiryFormContext,
  type EnquiryFormWithFieldsProps,
  type FieldSpec,
} from './index';

type Field = 'company' | 'email' | 'quantity';

const fields = [
  { name: 'company', type: 'text', required: true, maxLength: 120, autoComplete: 'organization' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'quantity', type: 'text', maxLength: 20 },
] as const satisfies readonly FieldSpec<Field>[];

const props: Omit<EnquiryFormWithFieldsProps<Field>, 'send'> = {
  fields,
  texts: {
    labels: { company: 'Firma', email: 'E-posta', quantity: 'Adet' },
    optional: '(isteğe bağlı)',
    submit: 'Numune İste',
    submitting: 'Gönderiliyor…',
    successTitle: 'Talebiniz alındı',
    errorMessage: 'Talebiniz gönderilemedi',
    retry: 'Tekrar dene',
  },
  messages: {
    required: { company: 'Firma adı zorunludur', email: 'E-posta zorunludur' },
    invalidEmail: 'Geçerli bir e-posta adresi girin',
    tooLong: (max) => `En çok ${max} karakter`,
  },
};

/** A site's own submit area: its button text and a line follow the form's status. */
function OwnSubmitArea() {
  const { status, interactive, texts } = useEnquiryFormContext<Field>();
  return (
    <div>
      <button type="submit" disabled={!interactive}>
        {status === 'submitting' ? texts.submitting : 'Talebi gönder'}
      </button>
      <p data-testid="status">{status}</p>
    </div>
  );
}

function OwnForm(formProps: Partial<EnquiryFormWithFieldsProps<Field>>) {
  return (
    <EnquiryFormRoot {...props} send={async () => {}} {...formProps}>
      <EnquiryFormFieldset>
        <EnquiryFormFields />
        <OwnSubmitArea />
      </EnquiryFormFieldset>
      <EnquiryFormStatus />
      <EnquiryFormAlert />
    </EnquiryFormRoot>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a replaced submit area', () => {
  it('follows the status through validation, sending and success', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const send = vi.fn((_values: Record<Field, string>) => pending.promise);
    render(<OwnForm send={send} />);
    const submit = screen.getByRole('button', { name: 'Talebi gönder' });
    // The default submit button is gone; the site's stands in its place.
    expect(screen.queryByRole('button', { name: /Numune İste/ })).toBeNull();

    await user.click(submit);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('status').textContent).toBe('idle');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Firma/));
    expect(screen.getByRole('alert').textContent).toContain('Firma: Firma adı zorunludur.');

    await user.type(screen.getByLabelText(/^Firma/), 'Defne Ambalaj');
    await user.type(screen.getByLabelText(/^E-posta/), 'satis@example.com');
    await user.click(submit);
    expect(send).toHaveBeenCalledWith({
      company: 'Defne Ambalaj',
      email: 'satis@example.com',
      quantity: '',
    });
    expect(screen.getByTestId('status').textContent).toBe('submitting');
    expect(submit.textContent).toBe('Gönderiliyor…');
    expect(submit.closest('fieldset')?.disabled).toBe(true);

    await act(async () => pending.resolve());
    expect(screen.getByTestId('status').textContent).toBe('success');
    expect(within(screen.getByRole('status')).getByText('Talebiniz alındı')).toBeTruthy();
    expect((screen.getByLabelText(/^Firma/) as HTMLInputElement).value).toBe('');
  });

  it('shows a failed send, and retries from the default alert part beside it', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<(values: Record<Field, string>) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    render(
      <OwnForm send={send} initialValues={{ company: 'Defne Ambalaj', email: 'a@example.com' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Talebi gönder' }));
    expect(screen.getByTestId('status').textContent).toBe('error');
    expect(within(screen.getByRole('alert')).getByText('Talebiniz gönderilemedi')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('status').textContent).toBe('success');
  });

  it('lays out the declared fields a site places itself, with the form’s validation', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {});
    render(
      <EnquiryFormRoot {...props} send={send}>
        <EnquiryFormFields>
          <EnquiryFormField name="email" />
          <EnquiryFormField name="company" />
        </EnquiryFormFields>
        <OwnSubmitArea />
        <EnquiryFormAlert />
      </EnquiryFormRoot>,
    );
    expect(
      [...document.querySelectorAll('input')].map((input) => input.getAttribute('name')),
    ).toEqual(['email', 'company']);
    await user.type(screen.getByLabelText(/^E-posta/), 'satis@');
    await user.click(screen.getByRole('button', { name: 'Talebi gönder' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^E-posta/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Geçerli bir e-posta adresi girin')).toBeTruthy();
  });
});

describe('a replaced submit area before hydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  it('is disabled in server HTML, enabled once hydrated, and sends what was typed early', async () => {
    const send = vi.fn(async () => {});
    const element = <OwnForm send={send} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.appendChild(container);
    const early = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(early.disabled).toBe(true);
    container.querySelector<HTMLInputElement>('[id$="-company"]')!.value = 'Şükrü Çağlayan A.Ş.';
    container.querySelector<HTMLInputElement>('[id$="-email"]')!.value = 'sukru@example.com';

    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    const submit = screen.getByRole('button', { name: 'Talebi gönder' });
    expect(submit).toBe(early);
    expect(submit.hasAttribute('disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(send).toHaveBeenCalledWith({
      company: 'Şükrü Çağlayan A.Ş.',
      email: 'sukru@example.com',
      quantity: '',
    });
  });
});
