import { EnquiryForm, type EnquiryFormProps, type FieldSpec } from '../EnquiryForm/EnquiryForm';

export type ShortFormField = 'nameCompany' | 'email' | 'phone' | 'message';
export type ShortFormValues = Record<ShortFormField, string>;
export type ShortFormProps = EnquiryFormProps<ShortFormField>;

/** The short form's fields, for a site that builds its own list from them (`EnquiryForm`). */
export const shortFormFields = [
  {
    name: 'nameCompany',
    type: 'text',
    required: true,
    maxLength: 120,
    autoComplete: 'name',
    wide: true,
  },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'phone', type: 'tel', maxLength: 30, autoComplete: 'tel' },
  { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
] as const satisfies readonly FieldSpec<ShortFormField>[];

/** The home page's short enquiry form: name or company, e-mail, phone and message; same states as ContactForm. */
export function ShortForm(props: ShortFormProps) {
  return <EnquiryForm fields={shortFormFields} layout="two-column" {...props} />;
}
