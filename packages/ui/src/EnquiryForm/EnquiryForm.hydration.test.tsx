// A prerendered form can be typed in before its JavaScript arrives; that text must survive
// hydration, reach onChange (drafts) and be sent. restoreValues fills only the empty fields.
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortForm, type ShortFormProps } from '../ShortForm';

const texts: ShortFormProps['texts'] = {
  labels: { nameCompany: 'Ad Soyad / Firma', email: 'E-posta', phone: 'Telefon', message: 'Mesajınız' },
  submit: 'Gönder',
  submitting: 'Gönderiliyor…',
  successTitle: 'Gönderildi',
  errorMessage: 'Gönderilemedi',
};

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const messages: ShortFormProps['messages'] = {
  required: { nameCompany: 'Ad gerekli', email: 'E-posta gerekli', message: 'Mesaj gerekli' },
  invalidEmail: 'Geçersiz e-posta',
  tooLong: (max) => `En çok ${max} karakter`,
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Server HTML in the document, then `before` (the visitor, pre-hydration), then hydration. */
async function hydrate(props: Partial<ShortFormProps>, before: () => void) {
  const element = <ShortForm texts={texts} messages={messages} send={async () => {}} {...props} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  before();
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (e) => { throw e; } });
  });
}

function typeBeforeHydration(label: string, value: string) {
  const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[id$="-${label}"]`,
  )!;
  field.value = value;
}

describe('EnquiryForm and hydration', () => {
  it('keeps text typed before hydration, reports it through onChange and sends it', async () => {
    const onChange = vi.fn();
    const send = vi.fn(async () => {});
    await hydrate({ onChange, send }, () => {
      typeBeforeHydration('nameCompany', 'Şükrü Çağlayan');
      typeBeforeHydration('message', 'Zımba teli için fiyat istiyoruz.');
    });
    expect(valueOf(screen.getByLabelText(/Ad Soyad/))).toBe('Şükrü Çağlayan');
    expect(onChange).toHaveBeenCalledWith({
      nameCompany: 'Şükrü Çağlayan',
      email: '',
      phone: '',
      message: 'Zımba teli için fiyat istiyoruz.',
    });
    fireEvent.change(screen.getByLabelText(/E-posta/), { target: { value: 'sukru@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Gönder/ }));
    });
    expect(send).toHaveBeenCalledWith({
      nameCompany: 'Şükrü Çağlayan',
      email: 'sukru@example.com',
      phone: '',
      message: 'Zımba teli için fiyat istiyoruz.',
    });
  });

  it('reports nothing when nothing was typed before hydration', async () => {
    const onChange = vi.fn();
    await hydrate({ onChange }, () => {});
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fills only the empty fields from restoreValues, without a remount', async () => {
    const onChange = vi.fn();
    await hydrate({ onChange }, () => typeBeforeHydration('message', 'Yeni mesaj'));
    const field = screen.getByLabelText(/Mesajınız/);
    field.focus();
    await act(async () => {
      root!.render(
        <ShortForm
          texts={texts}
          messages={messages}
          send={async () => {}}
          onChange={onChange}
          restoreValues={{ nameCompany: 'Eski taslak A.Ş.', message: 'Eski mesaj' }}
        />,
      );
    });
    expect(valueOf(screen.getByLabelText(/Ad Soyad/))).toBe('Eski taslak A.Ş.');
    expect(valueOf(screen.getByLabelText(/Mesajınız/))).toBe('Yeni mesaj');
    expect(screen.getByLabelText(/Mesajınız/)).toBe(field);
    expect(document.activeElement).toBe(field);
  });
});

describe('EnquiryForm before hydration', () => {
  it('renders the submit button disabled in server HTML and enables it once hydrated', async () => {
    const element = <ShortForm texts={texts} messages={messages} send={async () => {}} />;
    const html = renderToString(element);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    await hydrate({}, () => {});
    expect(screen.getByRole('button', { name: /Gönder/ }).hasAttribute('disabled')).toBe(false);
  });
});
