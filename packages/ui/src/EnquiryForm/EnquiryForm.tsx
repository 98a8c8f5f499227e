import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import type { LinkItem } from '../internal/link';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import styles from './EnquiryForm.module.css';

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

const noSubscription = () => () => {};

/**
 * False in server HTML and while hydrating, true once React runs the form. Until then the submit
 * button is disabled, so an early Enter or click cannot make the browser submit the form itself
 * (a GET that would put the message in the URL and lose it).
 */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emptyValues<K extends string>(fields: readonly FieldSpec<K>[]): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<K, string>;
}

/** The text ending in exactly one sentence mark, whether or not the message brought its own full stop. */
function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * An enquiry form with the fields a site declares (`fields`), the engine under `ContactForm` and
 * `ShortForm`: validation with the app's messages, focus on the first invalid field, a live
 * region, one send per submit, success and error states with retry and fallback, drafts, a
 * honeypot, and text typed before hydration kept.
 */
export function EnquiryForm<K extends string>({
  fields,
  layout = 'two-column',
  texts,
  messages,
  send,
  initialValues = {},
  restoreValues,
  onChange,
  maxLengths,
  validate: validateValues,
  successDuration = 5000,
  honeypot,
  notice,
  fallback,
  errorDetail,
  onSuccess,
  onError,
  rows = 6,
  className,
  ...props
}: EnquiryFormWithFieldsProps<K>) {
  const id = useId();
  const interactive = useInteractive();
  const [values, setValues] = useState<Record<K, string>>(() => ({
    ...emptyValues(fields),
    ...initialValues,
  }));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');
  const [trap, setTrap] = useState('');
  const busy = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputs = useRef(new Map<K, HTMLInputElement | HTMLTextAreaElement>());

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // Restored values fill the fields that are still empty; typed text wins. Adjusted while
  // rendering when a new object arrives (React's pattern for state that follows a prop).
  const [restored, setRestored] = useState<Partial<Record<K, string>> | null>(null);
  if ((restoreValues ?? null) !== restored) {
    setRestored(restoreValues ?? null);
    if (restoreValues) {
      const filled = { ...values };
      let changed = false;
      for (const f of fields) {
        const value = restoreValues[f.name];
        if (value && !filled[f.name]) {
          filled[f.name] = value;
          changed = true;
        }
      }
      if (changed) setValues(filled);
    }
  }

  const limits = {
    ...Object.fromEntries(fields.map((f) => [f.name, f.maxLength])),
    ...maxLengths,
  } as Record<K, number>;

  function validate(v: Record<K, string>): Partial<Record<K, string>> {
    if (validateValues) return validateValues(v);
    const found: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const value = v[field.name].trim();
      if (field.required && !value) found[field.name] = messages.required[field.name] ?? '';
      else if (field.type === 'email' && value && !EMAIL.test(value))
        found[field.name] = messages.invalidEmail;
      else if (v[field.name].length > limits[field.name])
        found[field.name] = messages.tooLong(limits[field.name], field.name);
    }
    return found;
  }

  function update(name: K, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    if (status === 'success' || status === 'error') {
      clearTimeout(hideTimer.current);
      setStatus('idle');
    }
    setAnnouncement('');
    onChange?.(next);
  }

  /**
   * The fields as they are on screen. Text typed before the form hydrated (e.g. in a lazily loaded
   * section) is in the DOM but not yet in state; it must not be lost on submit.
   */
  function onScreenValues(): Record<K, string> {
    const current = { ...values };
    let typedEarly = false;
    for (const f of fields) {
      const value = inputs.current.get(f.name)?.value;
      if (value !== undefined && value !== current[f.name]) {
        current[f.name] = value;
        typedEarly = true;
      }
    }
    if (typedEarly) {
      setValues(current);
      onChange?.(current);
    }
    return current;
  }

  // Text typed into the server-rendered form before it hydrated is in the DOM, not in state: take
  // it over once mounted, and report it, so it is kept (e.g. saved as a draft) like any edit.
  // Only once, on mount (later edits go through update()); reading the DOM is the point: it is
  // the only place the early text exists.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/set-state-in-effect
  useEffect(() => void onScreenValues(), []);

  async function submit() {
    if (busy.current) return;
    const values = onScreenValues();
    const found = validate(values);
    const invalid = fields.filter((f) => found[f.name]);
    setErrors(found);
    if (invalid.length > 0) {
      const list = invalid
        .map((f) => asSentence(`${texts.labels[f.name]}: ${found[f.name]}`))
        .join(' ');
      setAnnouncement(messages.summary ? `${messages.summary(invalid.length)} ${list}` : list);
      inputs.current.get(invalid[0]!.name)?.focus();
      return;
    }
    busy.current = true;
    clearTimeout(hideTimer.current);
    setAnnouncement('');
    setStatus('submitting');
    const payload = Object.fromEntries(
      fields.map((f) => [f.name, values[f.name].trim()]),
    ) as Record<K, string>;
    try {
      if (!trap) await send(payload);
      const cleared = emptyValues(fields);
      setValues(cleared);
      setStatus('success');
      onChange?.(cleared);
      onSuccess?.(payload);
      hideTimer.current = setTimeout(
        () => setStatus((s) => (s === 'success' ? 'idle' : s)),
        successDuration,
      );
    } catch (error) {
      setFailure(error);
      setStatus('error');
      onError?.(error);
    } finally {
      busy.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  const submitting = status === 'submitting';
  const fallbackLink = typeof fallback === 'function' ? fallback(values) : fallback;
  const detail = status === 'error' && errorDetail ? errorDetail(failure) : null;

  return (
    <form
      noValidate
      className={cx(styles.form, className)}
      onSubmit={onSubmit}
      aria-busy={submitting}
      {...props}
    >
      <fieldset disabled={submitting} className={styles.fieldset}>
        <div className={cx(styles.grid, layout === 'two-column' && styles.twoColumn)}>
          {fields.map((field) => {
            const fieldId = `${id}-${field.name}`;
            const errorId = `${fieldId}-error`;
            const error = errors[field.name];
            const common = {
              id: fieldId,
              name: field.name,
              value: values[field.name],
              required: field.required,
              autoComplete: field.autoComplete,
              placeholder: texts.placeholders?.[field.name],
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId : undefined,
              className: cx(styles.control, error && styles.invalid),
            };
            return (
              <div
                key={field.name}
                className={cx(
                  styles.field,
                  (field.wide || field.type === 'textarea') && styles.wide,
                )}
              >
                <label htmlFor={fieldId} className={styles.label}>
                  {texts.labels[field.name]}
                  {field.required ? (
                    <>
                      <span aria-hidden="true" className={styles.required}>
                        {' *'}
                      </span>
                      {texts.requiredHint && (
                        <VisuallyHidden> ({texts.requiredHint})</VisuallyHidden>
                      )}
                    </>
                  ) : (
                    texts.optional && <span className={styles.optional}> {texts.optional}</span>
                  )}
                </label>
                {field.type === 'textarea' ? (
                  <textarea
                    {...common}
                    ref={(node) => {
                      if (node) inputs.current.set(field.name, node);
                    }}
                    rows={field.rows ?? rows}
                    onChange={(event) => update(field.name, event.target.value)}
                  />
                ) : (
                  <input
                    {...common}
                    ref={(node) => {
                      if (node) inputs.current.set(field.name, node);
                    }}
                    type={field.type}
                    inputMode={
                      field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : undefined
                    }
                    onChange={(event) => update(field.name, event.target.value)}
                  />
                )}
                {error && (
                  <p id={errorId} className={styles.error}>
                    <Icon name="alert" size={16} />
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>

        {honeypot && (
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={`${id}-trap`}>{honeypot.label}</label>
            <input
              id={`${id}-trap`}
              name={honeypot.name}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={trap}
              onChange={(event) => setTrap(event.target.value)}
            />
          </div>
        )}

        <div className={styles.footer}>
          <Button
            type="submit"
            size="lg"
            disabled={!interactive}
            iconEnd={submitting ? undefined : 'arrow-right'}
            className={styles.submit}
          >
            {submitting && <span className={styles.spinner} aria-hidden="true" />}
            {submitting ? texts.submitting : texts.submit}
          </Button>
          {notice && <div className={styles.notice}>{notice}</div>}
        </div>
      </fieldset>

      <div role="status" className={styles.region}>
        {status === 'success' && (
          <div className={cx(styles.message, styles.success)}>
            <Icon name="check" size={22} />
            <div>
              <p className={styles.messageTitle}>{texts.successTitle}</p>
              {texts.successMessage && <p className={styles.messageText}>{texts.successMessage}</p>}
            </div>
          </div>
        )}
      </div>
      <div role="alert" className={styles.region}>
        {status === 'error' && (
          <div className={cx(styles.message, styles.failure)}>
            <Icon name="alert" size={22} />
            <div>
              {texts.errorTitle && <p className={styles.messageTitle}>{texts.errorTitle}</p>}
              <p className={styles.messageText}>{texts.errorMessage}</p>
              {detail && <div className={styles.messageText}>{detail}</div>}
              {(texts.retry || fallbackLink) && (
                <div className={styles.messageActions}>
                  {texts.retry && (
                    <Button size="sm" variant="secondary" onClick={() => void submit()}>
                      {texts.retry}
                    </Button>
                  )}
                  {fallbackLink && (
                    <a href={fallbackLink.href} className={styles.fallback}>
                      {fallbackLink.label}
                    </a>
                  )}
                </div>
              )}
            </div>
          </div>
        )}
        {announcement && <VisuallyHidden>{announcement}</VisuallyHidden>}
      </div>
    </form>
  );
}
