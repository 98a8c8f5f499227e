export { ShortForm, shortFormFields } from './ShortForm';
export type { ShortFormField, ShortFormProps, ShortFormValues } from './ShortForm';
