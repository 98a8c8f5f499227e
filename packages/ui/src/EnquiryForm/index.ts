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
