import type { ComponentProps, ReactNode } from 'react';
import type { LinkItem } from '../internal/link';
import { EnquiryFormAlert, EnquiryFormFieldset, EnquiryFormStatus } from './EnquiryFormParts';
import { EnquiryFormRoot } from './EnquiryFormRoot';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** What a field holds: one line of text of an input type, or several lines (`textarea`). */
export type FieldType = 'text' | 'email' | 'tel' | 'url' | 'textarea';

/** One field of an enquiry form: its name (the key of the values sent), type and limit. */
export interface FieldSpec<K extends string = string> {
  /** Key of the value in `send(values)`, and the field's `name` attribute. */
  name: K;
  /** `email` values are checked for an address shape; `tel` and `email` bring their keyboards. */
  type: FieldType;
  /** Refused empty, with `messages.required[name]`. @default false */
  required?: boolean;
  /** Longest value accepted, in UTF-16 units; longer shows `messages.tooLong`. `maxLengths` overrides it. */
  maxLength: number;
  /** The `autocomplete` token, e.g. `name`, `email`, `organization`, `tel`. @default undefined */
  autoComplete?: string;
  /** Spans both columns on wide forms (a textarea always does). @default false */
  wide?: boolean;
  /** Rows of a textarea field. @default the form's `rows` */
  rows?: number;
}

/** Visible and screen-reader texts of a form. */
export interface FormTexts<K extends string> {
  /** Label of each field. */
  labels: Record<K, string>;
  /** Placeholder of each field. */
  placeholders?: Partial<Record<K, string>>;
  /** Hint after optional fields' labels, e.g. '(isteğe bağlı)'. */
  optional?: string;
  /** Screen-reader word for the '*' of required fields, e.g. 'zorunlu'. */
  requiredHint?: string;
  /** Submit button text, e.g. 'Mesaj Gönder'. */
  submit: string;
  /** Submit button text while sending, e.g. 'Gönderiliyor...'. */
  submitting: string;
  /** Heading of the success message, e.g. 'Mesajınız Başarıyla Gönderildi!'. */
  successTitle: string;
  /** Body of the success message. */
  successMessage?: string;
  /** Heading of the error message. */
  errorTitle?: string;
  /** Body of the error message, e.g. 'Mesajınız gönderilirken bir hata oluştu…'. */
  errorMessage: string;
  /** Retry button text; without it no retry button shows. */
  retry?: string;
}

/** Validation messages (all texts come from the app). */
export interface ValidationMessages<K extends string> {
  /** Message per required field when empty. */
  required: Partial<Record<K, string>>;
  /** Message for a malformed e-mail address. */
  invalidEmail: string;
  /** Message for a field over its maximum length. */
  tooLong: (max: number, field: K) => string;
  /** Announced line when a submit finds errors, e.g. (n) => `${n} alanı düzeltin`. */
  summary?: (count: number) => string;
}

export type EnquiryFormProps<K extends string> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onChange' | 'children'
> & {
  /** Texts of labels, buttons and status messages. */
  texts: FormTexts<K>;
  /** Validation messages. */
  messages: ValidationMessages<K>;
  /** Sends the values; resolve on success, reject on failure. Called once per submit, even on double clicks. */
  send: (values: Record<K, string>) => Promise<void>;
  /** Starting values, e.g. a saved draft. @default {} */
  initialValues?: Partial<Record<K, string>>;
  /**
   * Values that arrive after the form is on screen, e.g. a draft read once the page has hydrated.
   * Each time a new object is passed, its values fill the fields that are still empty; a field the
   * visitor has typed in keeps its text. The form is not remounted, so focus stays where it is.
   * @default undefined
   */
  restoreValues?: Partial<Record<K, string>> | null;
  /** Called with all values after every edit and after the form clears on success (persist drafts here). @default undefined */
  onChange?: (values: Record<K, string>) => void;
  /** Maximum length per field, over the fields' own `maxLength`; longer input shows `messages.tooLong`. @default undefined */
  maxLengths?: Partial<Record<K, number>>;
  /**
   * The app's own check before sending, in place of the built-in one (required fields, a loose
   * e-mail pattern, `maxLengths` in UTF-16 units): returns the message per refused field. Give the
   * rules the delivery applies, so that a value the form lets through is never refused after Send
   * (which could only show as a failed send). @default undefined
   */
  validate?: (values: Record<K, string>) => Partial<Record<K, string>>;
  /** How long the success message stays, in ms. @default 5000 */
  successDuration?: number;
  /** A hidden trap field for bots; when filled, `send` is skipped and success is shown. @default undefined */
  honeypot?: { name: string; label: string };
  /**
   * A line under the form, e.g. the KVKK notice with its link: text, or elements of its own
   * (a `<p>` is fine: the notice's box is a `<div>`, so no paragraph lands inside another).
   * @default undefined
   */
  notice?: ReactNode;
  /** A link offered with the error (e.g. a mailto: with the message filled in). @default undefined */
  fallback?: LinkItem | ((values: Record<K, string>) => LinkItem);
  /** Extra detail under the error message, from the rejection reason (throttled, offline…). @default undefined */
  errorDetail?: (error: unknown) => ReactNode;
  /** Called after a successful send. @default undefined */
  onSuccess?: (values: Record<K, string>) => void;
  /** Called after a failed send. @default undefined */
  onError?: (error: unknown) => void;
  /** Rows of the message textarea. @default 6 */
  rows?: number;
};

/** The engine with a field list of the site's own: `ContactForm` and `ShortForm` are two such lists. */
export type EnquiryFormWithFieldsProps<K extends string> = EnquiryFormProps<K> & {
  /** The fields, in order: name, type, limit, whether required. */
  fields: readonly FieldSpec<K>[];
  /** Two columns on wide screens (wide fields and textareas span both) or one. @default 'two-column' */
  layout?: 'two-column' | 'stacked';
};

/**
 * An enquiry form with the fields a site declares (`fields`), the engine under `ContactForm` and
 * `ShortForm`: validation with the app's messages, focus on the first invalid field, a live
 * region, one send per submit, success and error states with retry and fallback, drafts, a
 * honeypot, and text typed before hydration kept. The default composition of its parts:
 * `EnquiryFormRoot` around `EnquiryFormFieldset`, `EnquiryFormStatus` and `EnquiryFormAlert`.
 */
export function EnquiryForm<K extends string>(props: EnquiryFormWithFieldsProps<K>) {
  return (
    <EnquiryFormRoot {...props}>
      <EnquiryFormFieldset />
      <EnquiryFormStatus />
      <EnquiryFormAlert />
    </EnquiryFormRoot>
  );
}
