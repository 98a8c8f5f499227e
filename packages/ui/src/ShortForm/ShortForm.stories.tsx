import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { deferred, type Locale, localized, pick } from '../../storybook/preview';
import { ShortForm, type ShortFormProps } from './ShortForm';

const text = {
  tr: {
    texts: {
      labels: {
        nameCompany: 'Ad Soyad / Şirket',
        email: 'E-posta',
        phone: 'Telefon',
        message: 'Mesaj',
      },
      optional: '(isteğe bağlı)',
      requiredHint: 'zorunlu',
      submit: 'Gönder',
      submitting: 'Gönderiliyor...',
      successTitle: 'Teşekkürler!',
      successMessage: '24 saat içinde size dönüş yapacağız.',
      errorMessage: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
      retry: 'Tekrar dene',
    },
    messages: {
      required: {
        nameCompany: 'Ad veya şirket adı gereklidir',
        email: 'E-posta adresi gereklidir',
        message: 'Mesaj gereklidir',
      },
      invalidEmail: 'Lütfen geçerli bir e-posta adresi girin',
      tooLong: (max: number) => `En fazla ${max} karakter girebilirsiniz`,
    },
    notice: 'Kişisel verileriniz KVKK kapsamında işlenir.',
    values: {
      nameCompany: 'Demir Boya A.Ş.',
      email: 'satin@demir.example.com',
      phone: '+90 212 000 00 00',
      message: 'Mürekkep numunesi istiyoruz.',
    },
  },
  en: {
    texts: {
      labels: {
        nameCompany: 'Name / Company',
        email: 'E-mail',
        phone: 'Phone',
        message: 'Message',
      },
      optional: '(optional)',
      requiredHint: 'required',
      submit: 'Send',
      submitting: 'Sending...',
      successTitle: 'Thank you!',
      successMessage: 'We will reply within 24 hours.',
      errorMessage: 'Failed to send message. Please try again.',
      retry: 'Try again',
    },
    messages: {
      required: {
        nameCompany: 'Name or company name is required',
        email: 'Email address is required',
        message: 'Message is required',
      },
      invalidEmail: 'Please enter a valid email address',
      tooLong: (max: number) => `Please use at most ${max} characters`,
    },
    notice: 'Your personal data is processed under the KVKK.',
    values: {
      nameCompany: 'Demir Paints Inc.',
      email: 'buy@demir.example.com',
      phone: '+90 212 000 00 00',
      message: 'We would like an ink sample.',
    },
  },
  ar: {
    texts: {
      labels: {
        nameCompany: 'الاسم / الشركة',
        email: 'البريد الإلكتروني',
        phone: 'الهاتف',
        message: 'الرسالة',
      },
      optional: '(اختياري)',
      requiredHint: 'مطلوب',
      submit: 'إرسال',
      submitting: 'جارٍ الإرسال...',
      successTitle: 'شكرًا لك!',
      successMessage: 'سنردّ عليك خلال 24 ساعة.',
      errorMessage: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
      retry: 'أعد المحاولة',
    },
    messages: {
      required: {
        nameCompany: 'الاسم أو اسم الشركة مطلوب',
        email: 'عنوان البريد الإلكتروني مطلوب',
        message: 'الرسالة مطلوبة',
      },
      invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
      tooLong: (max: number) => `الحد الأقصى لعدد الأحرف هو ${max}.`,
    },
    notice: 'تُعالَج بياناتك الشخصية وفقًا لقانون حماية البيانات الشخصية التركي.',
    values: {
      nameCompany: 'Demir Paints Inc.',
      email: 'buy@demir.example.com',
      phone: '+90 212 000 00 00',
      message: 'نرغب في الحصول على عيّنة من الحبر.',
    },
  },
} satisfies Record<Locale, unknown>;

type Content = Pick<ShortFormProps, 'texts' | 'messages' | 'notice'>;

/** The ShortForm props among the samples: the story's args. */
const content: Record<Locale, Content> = {
  tr: { texts: text.tr.texts, messages: text.tr.messages, notice: text.tr.notice },
  en: { texts: text.en.texts, messages: text.en.messages, notice: text.en.notice },
  ar: { texts: text.ar.texts, messages: text.ar.messages, notice: text.ar.notice },
};

const meta: Meta<typeof ShortForm> = {
  title: 'Forms/ShortForm',
  component: ShortForm,
  // Turkish samples as args, so Controls show and edit them; the toolbar's language switches unedited ones.
  args: { ...content.tr, send: fn(async () => {}) },
  argTypes: { notice: { control: 'text' } },
  render: (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '40rem' }}>
      <ShortForm {...localized(args, content, globals)} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof ShortForm>;

async function fill(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  const t = pick(text, globals);
  for (const key of ['nameCompany', 'email', 'phone', 'message'] as const) {
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t.texts.labels[key].replace('/', '\\/')) }),
      t.values[key],
    );
  }
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    await expect(
      within(canvasElement).getByRole('textbox', { name: new RegExp(t.texts.labels.phone) }),
    ).toHaveAttribute('type', 'tel');
  },
};

export const Validation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await expect(canvas.getByText(t.messages.required.nameCompany)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.messages.required.email);
  },
};

const pending = deferred();
export const Submitting: Story = {
  args: { send: fn(() => pending.promise) },
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = await fill(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await expect(canvas.getByRole('button', { name: t.texts.submitting })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = pick(text, globals);
    const canvas = await fill(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t.texts.successMessage),
    );
    await expect(args.send).toHaveBeenCalledWith(t.values);
  },
};

export const Error: Story = {
  args: { send: fn(async () => Promise.reject(new globalThis.Error('offline'))) },
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, globals);
    const canvas = await fill(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t.texts.errorMessage));
    await expect(canvas.getByRole('button', { name: t.texts.retry })).toBeVisible();
  },
};
