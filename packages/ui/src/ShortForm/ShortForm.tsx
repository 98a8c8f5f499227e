import { EnquiryForm, type EnquiryFormProps, type FieldSpec } from '../internal/EnquiryForm';

export type ShortFormField = 'nameCompany' | 'email' | 'phone' | 'message';
export type ShortFormValues = Record<ShortFormField, string>;
export type ShortFormProps = EnquiryFormProps<ShortFormField>;

const fields: FieldSpec<ShortFormField>[] = [
  { name: 'nameCompany', type: 'text', required: true, autoComplete: 'name', wide: true },
  { name: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', type: 'tel', required: false, autoComplete: 'tel' },
  { name: 'message', type: 'textarea', required: true },
];

const maxLengths: Record<ShortFormField, number> = { nameCompany: 120, email: 254, phone: 30, message: 5000 };

/** The home page's short enquiry form: name or company, e-mail, phone and message; same states as ContactForm. */
export function ShortForm(props: ShortFormProps) {
  return <EnquiryForm fields={fields} defaultMaxLengths={maxLengths} layout="two-column" {...props} />;
}
