import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { deferred, type Locale, localized, pick } from '../../storybook/preview';
import { fieldsToCorrectAr } from '../../storybook/samples';
import { Button } from '../Button';
import { EnquiryForm, type EnquiryFormWithFieldsProps, type FieldSpec } from './EnquiryForm';
import {
  EnquiryFormAlert,
  EnquiryFormField,
  EnquiryFormFields,
  EnquiryFormFieldset,
  EnquiryFormFooter,
  EnquiryFormHoneypot,
  EnquiryFormStatus,
  EnquiryFormSubmit,
} from './EnquiryFormParts';
import { EnquiryFormRoot, useEnquiryFormContext } from './EnquiryFormRoot';

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
  ar: {
    texts: {
      labels: {
        company: 'الشركة',
        email: 'البريد الإلكتروني',
        quantity: 'الكمية',
        city: 'مدينة التسليم',
        notes: 'ملاحظاتك',
      },
      placeholders: { email: 'name@company.com', quantity: 'مثلًا 500' },
      optional: '(اختياري)',
      requiredHint: 'مطلوب',
      submit: 'اطلب عيّنة',
      submitting: 'جارٍ الإرسال...',
      successTitle: 'وصلنا طلب العيّنة!',
      successMessage: 'سنردّ عليك خلال يوم العمل نفسه.',
      errorMessage: 'تعذّر إرسال طلبك. يُرجى المحاولة مرة أخرى.',
      retry: 'أعد المحاولة',
    },
    messages: {
      required: {
        company: 'اسم الشركة مطلوب',
        email: 'عنوان البريد الإلكتروني مطلوب',
        quantity: 'الكمية مطلوبة',
      },
      invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
      tooLong: (max: number) => `الحد الأقصى لعدد الأحرف هو ${max}.`,
      summary: fieldsToCorrectAr,
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

/*
 * The parts. `EnquiryForm` is `EnquiryFormRoot` (the <form> and the state the parts share) around
 * `EnquiryFormFieldset` (fields, honeypot, footer with the submit button), `EnquiryFormStatus` and
 * `EnquiryFormAlert`; a site composes them itself to lay fields out or put its own part in place
 * of one. Each story below renders one part inside an `EnquiryFormRoot` with the same props.
 */

/** Texts of the part stories that are not the form's own props: a site's notice and submit area. */
const partText = {
  tr: {
    notice: 'Kişisel verileriniz yalnızca talebinizi yanıtlamak için işlenir.',
    honeypot: { name: 'website', label: 'Bu alanı boş bırakın' },
    ownSubmit: {
      hint: 'Numuneler aynı iş günü içinde kargoya verilir.',
      sending: 'Talebiniz iletiliyor, lütfen bekleyin.',
    },
  },
  en: {
    notice: 'Your personal data is processed only to answer your request.',
    honeypot: { name: 'website', label: 'Leave this field empty' },
    ownSubmit: {
      hint: 'Samples are shipped within the same working day.',
      sending: 'Your request is on its way, please wait.',
    },
  },
  ar: {
    notice: 'لا نعالج بياناتك الشخصية إلا للرد على طلبك.',
    honeypot: { name: 'website', label: 'اترك هذا الحقل فارغًا' },
    ownSubmit: {
      hint: 'نشحن العيّنات خلال يوم العمل نفسه.',
      sending: 'طلبك في طريقه إلينا، يُرجى الانتظار.',
    },
  },
} satisfies Record<Locale, unknown>;

type FormArgs = EnquiryFormWithFieldsProps<Field>;

const withParts =
  (
    parts: (globals: Record<string, unknown>) => ReactNode,
    extra?: (globals: Record<string, unknown>) => Partial<FormArgs>,
  ): Story['render'] =>
  (args, { globals }) => (
    <div style={{ padding: '1.5rem', maxWidth: '44rem' }}>
      <EnquiryFormRoot<Field> {...localized(args, text, globals)} {...extra?.(globals)}>
        {parts(globals)}
      </EnquiryFormRoot>
    </div>
  );

type Canvas = ReturnType<typeof within>;

async function fillRequired(canvas: Canvas, t: (typeof text)[Locale]) {
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.company) }),
    'Defne Ambalaj',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.email) }),
    'satis@example.com',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.quantity) }),
    '500',
  );
}

/** `EnquiryFormFieldset`: the fields, the honeypot and the footer, disabled while sending. */
export const PartFieldset: Story = {
  render: withParts(() => <EnquiryFormFieldset />),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(fields.length);
    await expect(canvas.getByRole('button', { name: t.texts.submit })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** `EnquiryFormFields`: the grid of every declared field, in order. */
export const PartFields: Story = {
  render: withParts(() => <EnquiryFormFields />),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await expect(canvas.getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual(
      fields.map((field) => field.name),
    );
    await expect(canvas.queryByRole('button', { name: t.texts.submit })).toBeNull();
  },
};

/** `EnquiryFormField`: one declared field by name, with its label, hint and error. */
export const PartField: Story = {
  render: withParts(() => (
    <EnquiryFormFields>
      <EnquiryFormField name="email" />
    </EnquiryFormFields>
  )),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const email = canvas.getByRole('textbox', { name: new RegExp(t.texts.labels.email) });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};

/** `EnquiryFormHoneypot`: the trap field for bots, hidden from people and assistive technology. */
export const PartHoneypot: Story = {
  render: withParts(
    () => (
      <>
        <EnquiryFormFields />
        <EnquiryFormHoneypot />
      </>
    ),
    (globals) => ({ honeypot: pick(partText, globals).honeypot }),
  ),
  play: async ({ canvasElement }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(trap).not.toBeNull();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('textbox', { name: /website/ })).toBeNull();
  },
};

/** `EnquiryFormFooter`: the submit button and the `notice` line beside it. */
export const PartFooter: Story = {
  render: withParts(
    () => <EnquiryFormFooter />,
    (globals) => ({ notice: pick(partText, globals).notice }),
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await expect(canvas.getByRole('button', { name: t.texts.submit })).toBeEnabled();
    await expect(canvas.getByText(pick(partText, globals).notice)).toBeVisible();
  },
};

/** `EnquiryFormSubmit`: the submit button, enabled once the form runs in the browser. */
export const PartSubmit: Story = {
  render: withParts(() => <EnquiryFormSubmit />),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const submit = canvas.getByRole('button', { name: t.texts.submit });
    await expect(submit).toHaveAttribute('type', 'submit');
    await expect(submit).toBeEnabled();
  },
};

/** `EnquiryFormStatus`: the polite live region with the success message. */
export const PartStatus: Story = {
  render: withParts(() => (
    <>
      <EnquiryFormFieldset />
      <EnquiryFormStatus />
    </>
  )),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await fillRequired(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    await waitFor(() => expect(args.send).toHaveBeenCalled());
    await expect(
      await within(canvas.getByRole('status')).findByText(t.texts.successTitle),
    ).toBeVisible();
  },
};

/** `EnquiryFormAlert`: the assertive live region with the error, retry and the refused fields. */
export const PartAlert: Story = {
  args: {
    send: fn(async () => {
      throw new Error('offline');
    }),
  },
  render: withParts(() => (
    <>
      <EnquiryFormFieldset />
      <EnquiryFormAlert />
    </>
  )),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    await fillRequired(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t.texts.submit }));
    const alert = canvas.getByRole('alert');
    await expect(await within(alert).findByText(t.texts.errorMessage)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: t.texts.retry })).toBeVisible();
  },
};

/**
 * A site's own submit area in place of `EnquiryFormFooter`: its own button and a line that follow
 * the form's status, read with `useEnquiryFormContext`. Like the default button it stays disabled
 * until the form runs in the browser (`interactive`).
 */
function OwnSubmitArea({ hint, sending }: (typeof partText)[Locale]['ownSubmit']) {
  const { status, interactive, texts } = useEnquiryFormContext<Field>();
  const submitting = status === 'submitting';
  return (
    <div
      data-testid="own-submit-area"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}
    >
      <Button type="submit" variant="secondary" disabled={!interactive} iconStart="mail">
        {submitting ? texts.submitting : texts.submit}
      </Button>
      <p style={{ margin: 0 }}>{submitting ? sending : hint}</p>
    </div>
  );
}

/** Holds each run's send until the play function has seen the submitting state. */
let slowSend = deferred();

export const CustomSubmitArea: Story = {
  args: { send: fn(() => slowSend.promise) },
  beforeEach: () => {
    slowSend = deferred();
  },
  render: withParts((globals) => (
    <>
      <EnquiryFormFieldset>
        <EnquiryFormFields />
        <OwnSubmitArea {...pick(partText, globals).ownSubmit} />
      </EnquiryFormFieldset>
      <EnquiryFormStatus />
      <EnquiryFormAlert />
    </>
  )),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = pick(text, globals);
    const own = pick(partText, globals).ownSubmit;
    const area = canvas.getByTestId('own-submit-area');
    await expect(area).toHaveTextContent(own.hint);
    await fillRequired(canvas, t);
    await userEvent.click(within(area).getByRole('button', { name: t.texts.submit }));
    await waitFor(() => expect(args.send).toHaveBeenCalled());
    await expect(area).toHaveTextContent(own.sending);
    await expect(within(area).getByRole('button')).toHaveTextContent(t.texts.submitting);
    slowSend.release();
    await expect(
      await within(canvas.getByRole('status')).findByText(t.texts.successTitle),
    ).toBeVisible();
    await expect(area).toHaveTextContent(own.hint);
  },
};
