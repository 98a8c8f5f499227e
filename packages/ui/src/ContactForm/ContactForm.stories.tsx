import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  deferred,
  type Locale,
  localeOf,
  localized,
  pick,
  perLocale,
} from '../../storybook/preview';
import { contactFormText } from '../../storybook/chrome-samples';
import { fieldsToCorrectAr } from '../../storybook/samples';
import { ContactForm, type ContactFormProps } from './ContactForm';

const text = {
  tr: {
    texts: contactFormText.tr,
    messages: {
      required: {
        name: 'Lütfen adınızı yazın.',
        email: 'E-posta adresi gereklidir.',
        message: 'Mesaj gereklidir.',
      },
      invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
      tooLong: (max: number) => `En fazla ${max} karakter girebilirsiniz`,
      summary: (n: number) => `${n} alan düzeltilmeli.`,
    },
    notice:
      'Gönderdiğiniz kişisel veriler KVKK kapsamında yalnızca talebinizi yanıtlamak için işlenir.',
    fallback: 'E-posta ile gönderin',
    detail: 'Çok fazla deneme yapıldı; bir dakika sonra tekrar deneyin.',
    values: {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      company: 'Yılmaz Tekstil',
      message: 'F7 torba filtre rulosu için fiyat teklifi rica ederim.',
    },
  },
  en: {
    texts: contactFormText.en,
    messages: {
      required: {
        name: 'Name or company name is required',
        email: 'Email address is required',
        message: 'Message is required',
      },
      invalidEmail: 'Please enter a valid email address',
      tooLong: (max: number) => `Please use at most ${max} characters`,
      summary: (n: number) => `${n} ${n === 1 ? 'field needs' : 'fields need'} correcting.`,
    },
    notice:
      'We process the personal data you send only to answer your enquiry, as the KVKK requires.',
    fallback: 'Send it by e-mail instead',
    detail: 'Too many attempts; please wait a minute and try again.',
    values: {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      company: 'Yilmaz Textiles',
      message: 'Please quote F7 bag filter rolls.',
    },
  },
  ar: {
    texts: contactFormText.ar,
    messages: {
      required: {
        name: 'الاسم أو اسم الشركة مطلوب',
        email: 'عنوان البريد الإلكتروني مطلوب',
        message: 'الرسالة مطلوبة',
      },
      invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
      tooLong: (max: number) => `الحد الأقصى لعدد الأحرف هو ${max}.`,
      summary: fieldsToCorrectAr,
    },
    notice:
      'لا نعالج البيانات الشخصية التي ترسلها إلا للرد على استفسارك، وفقًا لقانون حماية البيانات الشخصية التركي.',
    fallback: 'أرسلها بالبريد الإلكتروني بدلًا من ذلك',
    detail: 'محاولات كثيرة؛ يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    values: {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      company: 'Yilmaz Textiles',
      message: 'يُرجى إرسال عرض سعر للفائف مرشحات الأكياس من الفئة F7.',
    },
  },
} satisfies Record<Locale, unknown>;

type Content = Pick<
  ContactFormProps,
  'texts' | 'messages' | 'honeypot' | 'notice' | 'fallback' | 'errorDetail'
>;

/** The ContactForm props among the samples: the story's args. */
const content = perLocale(contentOf);

function contentOf(locale: Locale): Content {
  const t = text[locale];
  return {
    texts: t.texts,
    messages: t.messages,
    honeypot: { name: 'website', label: 'Website' },
    notice: t.notice,
    fallback: { href: 'mailto:info@kuzeyhan.example.com', label: t.fallback },
    errorDetail: () => t.detail,
  };
}

const meta: Meta<typeof ContactForm> = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: {
    ...content.tr,
    send: fn(async () => {}),
    onChange: fn(),
    onSuccess: fn(),
    onError: fn(),
  },
  argTypes: { notice: { control: 'text' } },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '44rem' }}>
      <ContactForm {...localized(args, content, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ContactForm>;

async function fill(canvasElement: HTMLElement, locale: Locale) {
  const canvas = within(canvasElement);
  const t = text[locale];
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.name) }),
    t.values.name,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.email) }),
    t.values.email,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.message) }),
    t.values.message,
  );
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const email = canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.email) });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.company) }),
    ).not.toBeRequired();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.message) }),
    ).toHaveAttribute('rows', '6');
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.email) }),
      'not-an-email',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    const name = canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.name) });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(t.messages.required.name);
    await expect(canvas.getByText(t.messages.invalidEmail)).toBeVisible();
    // One sentence per field, each with one full stop, whether the message brings its own or not.
    const summary = `${t.messages.summary(3)} ${[
      `${t.texts.labels.name}: ${t.messages.required.name}`,
      `${t.texts.labels.email}: ${t.messages.invalidEmail}`,
      `${t.texts.labels.message}: ${t.messages.required.message}`,
    ]
      .map((line) => (line.endsWith('.') ? line : `${line}.`))
      .join(' ')}`;
    await expect(canvas.getByRole('alert')).toHaveTextContent(summary);
    await expect(canvas.getByRole('alert').textContent).not.toContain('..');
    await expect(args.send).not.toHaveBeenCalled();
    // Editing a field clears its message.
    await userEvent.type(name, 'A');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const TooLong: Story = {
  args: { maxLengths: { name: 5 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = await fill(canvasElement, localeOf(globals));
    await userEvent.click(canvas.getByRole('button', { name: pick(text, globals).texts.submit }));
    await expect(canvas.getByText(pick(text, globals).messages.tooLong(5))).toBeVisible();
  },
};

const pending = deferred();
export const Submitting: Story = {
  args: { send: fn(() => pending.promise) },
  play: async ({ canvasElement, globals, args }) => {
    const t = pick(text, globals);
    const canvas = await fill(canvasElement, localeOf(globals));
    const button = canvas.getByRole('button', { name: t.texts.submit });
    await userEvent.dblClick(button);
    await expect(button).toHaveTextContent(t.texts.submitting);
    await expect(button).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.name) }),
    ).toBeDisabled();
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { successDuration: 300 },
  play: async ({ canvasElement, globals, args }) => {
    const t = pick(text, globals);
    const canvas = await fill(canvasElement, localeOf(globals));
    // The message stays only `successDuration` ms: record what the live region held rather than
    // racing it, so a slow machine cannot miss it.
    const status = canvas.getByRole('status');
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, subtree: true, characterData: true });
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await expect(args.send).toHaveBeenCalledWith({ ...t.values, company: '' });
    await waitFor(() =>
      expect(shown.some((text) => text.includes(t.texts.successTitle))).toBe(true),
    );
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.name) }),
    ).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      name: '',
      email: '',
      company: '',
      message: '',
    });
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 5000 });
    observer.disconnect();
  },
};

export const SuccessShown: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = await fill(canvasElement, localeOf(globals));
    // The live region is in the accessibility tree before the message arrives, so it is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t.texts.successTitle));
    // Editing any field clears the status.
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.name) }),
      'x',
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.clear(canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.name) }));
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
  },
};

export const Error: Story = {
  args: { send: fn(async () => Promise.reject(new globalThis.Error('429'))) },
  play: async ({ canvasElement, globals, args }) => {
    const t = pick(text, globals);
    const canvas = await fill(canvasElement, localeOf(globals));
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(t.texts.errorMessage));
    await expect(alert).toHaveTextContent(t.detail);
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.message) }),
    ).toHaveValue(t.values.message);
    await expect(canvas.getByRole('link', { name: t.fallback })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t.texts.retry }));
    await waitFor(() => expect(args.send).toHaveBeenCalledTimes(2));
    await expect(args.onError).toHaveBeenCalledTimes(2);
  },
};

const drafts: Record<Locale, Pick<ContactFormProps, 'initialValues'>> = {
  tr: { initialValues: { name: 'Ayşe Yılmaz', message: 'Taslak: F7 torba filtre için fiyat' } },
  en: { initialValues: { name: 'Ayşe Yılmaz', message: 'Draft: a price for F7 bag filters' } },
  ar: { initialValues: { name: 'Ayşe Yılmaz', message: 'مسودة: سعر مرشحات الأكياس F7' } },
};

export const FromDraft: Story = {
  args: drafts.tr,
  render: (args, context) => meta.render!(localized(args, drafts, context.globals), context),
  play: async ({ canvasElement, globals, args }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.name) }),
    ).toHaveValue('Ayşe Yılmaz');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.company) }),
      'K',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ company: 'K', name: 'Ayşe Yılmaz' }),
    );
  },
};

/** Text typed before the form hydrated sits in the DOM, not in state: a submit still sends it. */
export const TypedBeforeHydration: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    // Set the DOM values directly, with no input events, as the browser does before hydration.
    const typed = {
      name: 'Mehmet Öztürk',
      email: 'mehmet@example.com',
      message: 'Zımba teli talebi',
    };
    for (const [field, value] of Object.entries(typed)) {
      const label = t.texts.labels[field as keyof typeof typed];
      (canvas.getByRole('textbox', { name: new RegExp(label) }) as HTMLInputElement).value = value;
    }
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await waitFor(() => expect(args.send).toHaveBeenCalledWith(expect.objectContaining(typed)));
  },
};

export const HoneypotFilled: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = pick(text, globals);
    const canvas = await fill(canvasElement, localeOf(globals));
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')!;
    await userEvent.type(trap, 'spam');
    // The live region is in the accessibility tree before the message arrives, so it is announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t.texts.successTitle));
    await expect(args.send).not.toHaveBeenCalled();
  },
};
