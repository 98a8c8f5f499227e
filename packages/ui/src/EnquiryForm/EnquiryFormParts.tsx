import type { ChangeEvent, ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import styles from './EnquiryForm.module.css';
import { useEnquiryFormContext } from './EnquiryFormRoot';

/** Props of a form part that frames others: its content, the default parts when omitted. */
export interface EnquiryFormGroupProps {
  /** The parts inside. @default the default parts */
  children?: ReactNode;
}

/**
 * The fieldset around the fields and the submit area, disabled while sending. Default content:
 * `EnquiryFormFields`, `EnquiryFormHoneypot` and `EnquiryFormFooter`.
 */
export function EnquiryFormFieldset({ children }: EnquiryFormGroupProps) {
  const { status } = useEnquiryFormContext();
  return (
    <fieldset disabled={status === 'submitting'} className={styles.fieldset}>
      {children ?? (
        <>
          <EnquiryFormFields />
          <EnquiryFormHoneypot />
          <EnquiryFormFooter />
        </>
      )}
    </fieldset>
  );
}

/** The grid of fields (`layout`): every declared field in order, unless given its own content. */
export function EnquiryFormFields({ children }: EnquiryFormGroupProps) {
  const { fields, layout } = useEnquiryFormContext();
  return (
    <div className={cx(styles.grid, layout === 'two-column' && styles.twoColumn)}>
      {children ?? fields.map((field) => <EnquiryFormField key={field.name} name={field.name} />)}
    </div>
  );
}

/** One declared field by name: label (with the required or optional hint), control and error. */
export function EnquiryFormField<K extends string>({ name }: { name: K }) {
  const { id, fields, texts, rows, values, errors, update, inputRef } = useEnquiryFormContext<K>();
  const field = fields.find((f) => f.name === name);
  if (!field) return null;
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
    ref: inputRef(field.name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(field.name, event.target.value),
  };
  return (
    <div className={cx(styles.field, (field.wide || field.type === 'textarea') && styles.wide)}>
      <label htmlFor={fieldId} className={styles.label}>
        {texts.labels[field.name]}
        {field.required ? (
          <>
            <span aria-hidden="true" className={styles.required}>
              {' *'}
            </span>
            {texts.requiredHint && <VisuallyHidden> ({texts.requiredHint})</VisuallyHidden>}
          </>
        ) : (
          texts.optional && <span className={styles.optional}> {texts.optional}</span>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={field.rows ?? rows} />
      ) : (
        <input
          {...common}
          type={field.type}
          inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : undefined}
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
}

/** The hidden trap field for bots (`honeypot`); nothing without one. */
export function EnquiryFormHoneypot() {
  const { id, honeypot, trap, setTrap } = useEnquiryFormContext();
  if (!honeypot) return null;
  return (
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
  );
}

/** The submit area: `EnquiryFormSubmit` and the `notice` line beside it. */
export function EnquiryFormFooter() {
  const { notice } = useEnquiryFormContext();
  return (
    <div className={styles.footer}>
      <EnquiryFormSubmit />
      {notice && <div className={styles.notice}>{notice}</div>}
    </div>
  );
}

/** The submit button: disabled until hydrated, a spinner and `texts.submitting` while sending. */
export function EnquiryFormSubmit() {
  const { status, interactive, texts } = useEnquiryFormContext();
  const submitting = status === 'submitting';
  return (
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
  );
}

/** The polite live region: the success message while it shows. */
export function EnquiryFormStatus() {
  const { status, texts } = useEnquiryFormContext();
  return (
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
  );
}

/**
 * The assertive live region: the error message with its detail, retry and fallback link, and the
 * summary of a refused submit.
 */
export function EnquiryFormAlert() {
  const { status, texts, detail, fallbackLink, announcement, submit } = useEnquiryFormContext();
  return (
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
  );
}
