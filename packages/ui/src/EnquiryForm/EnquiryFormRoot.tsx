import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';
import type { LinkItem } from '../internal/link';
import type { EnquiryFormWithFieldsProps, FieldSpec, FormStatus, FormTexts } from './EnquiryForm';
import styles from './EnquiryForm.module.css';

/** `EnquiryForm`'s props plus the parts to render inside the <form>, in order. */
export type EnquiryFormRootProps<K extends string> = EnquiryFormWithFieldsProps<K> & {
  /** The parts, e.g. `<EnquiryFormFieldset />`, `<EnquiryFormStatus />`, `<EnquiryFormAlert />`. */
  children: ReactNode;
};

/** What every part of an enquiry form reads: the props given to `EnquiryFormRoot` and its state. */
export interface EnquiryFormContextValue<K extends string = string> {
  /** Prefix of the form's ids: a field's is `${id}-${name}`, its error's `${id}-${name}-error`. */
  id: string;
  fields: readonly FieldSpec<K>[];
  layout: 'two-column' | 'stacked';
  texts: FormTexts<K>;
  /** Rows of a textarea without its own `rows`. */
  rows: number;
  /** The fields' values as typed. */
  values: Record<K, string>;
  /** The message per refused field since the last submit. */
  errors: Partial<Record<K, string>>;
  status: FormStatus;
  /**
   * False in server HTML and while hydrating, true once React runs the form. Until then a submit
   * button must stay disabled, so an early Enter or click cannot make the browser submit the form
   * itself (a GET that would put the message in the URL and lose it).
   */
  interactive: boolean;
  /** The line the alert region announces after a refused submit. */
  announcement: string;
  /** Sets a field's value (clears its error and a shown success or error). */
  update: (name: K, value: string) => void;
  /** Validates and sends, as the form's submit does; a retry calls it too. */
  submit: () => Promise<void>;
  /** Ref callback of a field's control: the form reads text typed before hydration from it, and focuses it when invalid. */
  inputRef: (name: K) => (node: HTMLInputElement | HTMLTextAreaElement | null) => void;
  honeypot?: { name: string; label: string };
  /** The honeypot's value, and its setter. */
  trap: string;
  setTrap: (value: string) => void;
  notice?: ReactNode;
  /** The `fallback` link for the current values, if any. */
  fallbackLink?: LinkItem;
  /** `errorDetail(error)` of the last failure while the error shows, else null. */
  detail: ReactNode;
}

const EnquiryFormContext = createContext<EnquiryFormContextValue | null>(null);

/** The shared state of the enclosing `EnquiryFormRoot`, for a part of a site's own (only inside one). */
export function useEnquiryFormContext<K extends string = string>(): EnquiryFormContextValue<K> {
  return useContext(EnquiryFormContext) as unknown as EnquiryFormContextValue<K>;
}

const noSubscription = () => () => {};

/** See `EnquiryFormContextValue.interactive`. */
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
 * The <form> element and the state its parts share: values, validation, sending, status, drafts
 * and text typed before hydration. Its children are the parts (`EnquiryForm` renders the default ones).
 */
export function EnquiryFormRoot<K extends string>({
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
  children,
  ...props
}: EnquiryFormRootProps<K>) {
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

  const context: EnquiryFormContextValue<K> = {
    id,
    fields,
    layout,
    texts,
    rows,
    values,
    errors,
    status,
    interactive,
    announcement,
    update,
    submit,
    inputRef: (name) => (node) => {
      if (node) inputs.current.set(name, node);
    },
    honeypot,
    trap,
    setTrap,
    notice,
    fallbackLink,
    detail,
  };

  return (
    <EnquiryFormContext value={context as unknown as EnquiryFormContextValue}>
      <form
        noValidate
        className={cx(styles.form, className)}
        onSubmit={onSubmit}
        aria-busy={submitting}
        {...props}
      >
        {children}
      </form>
    </EnquiryFormContext>
  );
}
