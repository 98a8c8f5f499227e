export { ContactForm, contactFormFields } from './ContactForm';
export type { ContactFormField, ContactFormProps, ContactFormValues } from './ContactForm';
export type { EnquiryFormProps, FormStatus, FormTexts, ValidationMessages } from '../EnquiryForm';
