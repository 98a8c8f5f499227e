export { EnquiryForm } from './EnquiryForm';
export type {
  EnquiryFormProps,
  EnquiryFormWithFieldsProps,
  FieldSpec,
  FieldType,
  FormStatus,
  FormTexts,
  ValidationMessages,
} from './EnquiryForm';
export {
  EnquiryFormAlert,
  EnquiryFormField,
  EnquiryFormFields,
  EnquiryFormFieldset,
  EnquiryFormFooter,
  EnquiryFormHoneypot,
  EnquiryFormStatus,
  EnquiryFormSubmit,
} from './EnquiryFormParts';
export type { EnquiryFormGroupProps } from './EnquiryFormParts';
export { EnquiryFormRoot, useEnquiryFormContext } from './EnquiryFormRoot';
export type { EnquiryFormContextValue, EnquiryFormRootProps } from './EnquiryFormRoot';
