import { EnquiryForm, type EnquiryFormProps, type FieldSpec } from '../EnquiryForm/EnquiryForm';

export type ContactFormField = 'name' | 'email' | 'company' | 'message';
export type ContactFormValues = Record<ContactFormField, string>;
export type ContactFormProps = EnquiryFormProps<ContactFormField>;

/** The contact form's fields, for a site that builds its own list from them (`EnquiryForm`). */
export const contactFormFields = [
  { name: 'name', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'company', type: 'text', maxLength: 120, autoComplete: 'organization', wide: true },
  { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
] as const satisfies readonly FieldSpec<ContactFormField>[];

/**
 * The contact page enquiry form: name, e-mail, optional company and message. Knows nothing of the
 * delivery: `send(values)` resolves or rejects; the form shows submitting, success (clears, hides
 * after `successDuration`) or error (keeps every field, offers retry and `fallback`).
 */
export function ContactForm(props: ContactFormProps) {
  return <EnquiryForm fields={contactFormFields} layout="two-column" {...props} />;
}
