export { ContactForm } from './ContactForm';
export type { ContactFormField, ContactFormProps, ContactFormValues } from './ContactForm';
export type { FormStatus, FormTexts, ValidationMessages } from '../internal/EnquiryForm';
