import { siteConstants } from '@defne/core';

/** Field limits of the enquiry forms (D3), from the content package's constants. */
export const FIELD_MAX_LENGTH = siteConstants.FIELD_MAX_LENGTH;

export type EnquiryKind = 'contact' | 'short';

/** The contact page form (spec 5): name, email and message required; company optional. */
export interface ContactValues {
  name: string;
  email: string;
  company?: string;
  message: string;
}

/** The home page short form: "name or company name", email and message required; phone optional. */
export interface ShortValues {
  nameCompany: string;
  email: string;
  phone?: string;
  message: string;
}

export type EnquiryValues<K extends EnquiryKind> = K extends 'contact'
  ? ContactValues
  : ShortValues;
export type EnquiryField<K extends EnquiryKind> = keyof EnquiryValues<K> & string;

/** Fields that hold one line of text (CR/LF removed); the message keeps its line breaks. */
export const SINGLE_LINE_FIELDS = {
  contact: ['name', 'email', 'company'],
  short: ['nameCompany', 'email', 'phone'],
} as const satisfies { [K in EnquiryKind]: readonly EnquiryField<K>[] };

export const REQUIRED_FIELDS = {
  contact: ['name', 'email', 'message'],
  short: ['nameCompany', 'email', 'message'],
} as const satisfies { [K in EnquiryKind]: readonly EnquiryField<K>[] };

export const FIELDS = {
  contact: ['name', 'email', 'company', 'message'],
  short: ['nameCompany', 'email', 'phone', 'message'],
} as const satisfies { [K in EnquiryKind]: readonly EnquiryField<K>[] };
