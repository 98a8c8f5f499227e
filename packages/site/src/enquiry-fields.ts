// `@defne/site/enquiry-fields`: the enquiry forms' fields and limits (D3) and the texts each form
// shows, compiled with the kit so the pages and the Vite plugin (which writes each form's texts
// module) read the same rules.
import { siteConstants } from '@defne/core';

/** Field limits of the enquiry forms (D3), from the content package's constants. */
export const FIELD_MAX_LENGTH = siteConstants.FIELD_MAX_LENGTH;

/** The kit's own forms: the contact page's and the home page's short one. */
export type EnquiryKind = 'contact' | 'short';

/**
 * A form's kind: one of the kit's own, or a site's own (`enquiry.forms` of its config, such as
 * `sample`), whose fields are always its own (`rulesOf` them).
 */
export type FormKind = EnquiryKind | (string & {});

/** Whether a kind is one of the kit's own forms (with standard fields), not a site's. */
export function isStandardKind(kind: string): kind is EnquiryKind {
  return kind === 'contact' || kind === 'short';
}

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

/** A form's values: the standard fields of the kit's kinds, any fields of a site's own kind. */
export type EnquiryValues<K extends FormKind> = K extends 'contact'
  ? ContactValues
  : K extends 'short'
    ? ShortValues
    : Record<string, string>;
export type EnquiryField<K extends FormKind> = keyof EnquiryValues<K> & string;

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

/**
 * A field of a site's own form (`enquiry.fields` of its config): the shape of `@defne/ui`'s
 * `FieldSpec`, whose rules the pipeline checks and sends by.
 */
export interface EnquiryFieldSpec {
  name: string;
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea';
  required?: boolean;
  maxLength: number;
}

/** How one field is cleaned and checked. */
export interface FieldRule {
  name: string;
  required: boolean;
  maxLength: number;
  /** Checked as an e-mail address. */
  email: boolean;
  /** Keeps its line breaks (a textarea); every other field is one line. */
  multiline: boolean;
}

/** The rules of a site's own fields. */
export function rulesOf(fields: readonly EnquiryFieldSpec[]): FieldRule[] {
  return fields.map((f) => ({
    name: f.name,
    required: f.required ?? false,
    maxLength: f.maxLength,
    email: f.type === 'email',
    multiline: f.type === 'textarea',
  }));
}

/**
 * The rules of a form: the site's own (`rulesOf` its fields) when given, else the kind's standard
 * ones. A site's own kind has no standard fields: its rules must be given.
 */
export function fieldRules(kind: FormKind, rules?: readonly FieldRule[]): readonly FieldRule[] {
  if (rules) return rules;
  if (!isStandardKind(kind)) {
    throw new Error(`The form kind "${kind}" has no standard fields: pass its rules (rulesOf)`);
  }
  const required: readonly string[] = REQUIRED_FIELDS[kind];
  const singleLine: readonly string[] = SINGLE_LINE_FIELDS[kind];
  return FIELDS[kind].map((name) => ({
    name,
    required: required.includes(name),
    maxLength: FIELD_MAX_LENGTH[name],
    email: name === 'email',
    multiline: !singleLine.includes(name),
  }));
}

export { kindFormTexts, type FormFieldsConfig } from './form-texts';
