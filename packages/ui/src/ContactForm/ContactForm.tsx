import { EnquiryForm, type EnquiryFormProps, type FieldSpec } from '../internal/EnquiryForm';

export type ContactFormField = 'name' | 'email' | 'company' | 'message';
export type ContactFormValues = Record<ContactFormField, string>;
export type ContactFormProps = EnquiryFormProps<ContactFormField>;

const fields: FieldSpec<ContactFormField>[] = [
  { name: 'name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'company', type: 'text', required: false, autoComplete: 'organization', wide: true },
  { name: 'message', type: 'textarea', required: true },
];

const maxLengths: Record<ContactFormField, number> = { name: 100, email: 254, company: 120, message: 5000 };

/**
 * The contact page enquiry form: name, e-mail, optional company and message. Knows nothing of the
 * delivery: `send(values)` resolves or rejects; the form shows submitting, success (clears, hides
 * after `successDuration`) or error (keeps every field, offers retry and `fallback`).
 */
export function ContactForm(props: ContactFormProps) {
  return <EnquiryForm fields={fields} defaultMaxLengths={maxLengths} layout="two-column" {...props} />;
}
