export { ContactDetails } from './ContactDetails';
export type { ContactDetail, ContactDetailsProps } from './ContactDetails';
