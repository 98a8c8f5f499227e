export { ShortForm } from './ShortForm';
export type { ShortFormField, ShortFormProps, ShortFormValues } from './ShortForm';
