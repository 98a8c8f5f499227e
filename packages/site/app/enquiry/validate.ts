import {
  FIELD_MAX_LENGTH,
  fieldRules,
  type EnquiryField,
  type FieldRule,
  type FormKind,
  type EnquiryValues,
} from '@defne/site/enquiry-fields';

/**
 * Why a field was refused. The app maps (field, code) to its translated text, e.g.
 * required + name -> "name or company name is required", invalidEmail -> "please enter a valid email address",
 * tooLong -> "at most {max} characters".
 */
export type FieldErrorCode = 'required' | 'invalidEmail' | 'tooLong';

export interface FieldError {
  code: FieldErrorCode;
  /** Set for `tooLong`: the limit, in characters. */
  max?: number;
  /** Set for `tooLong`: the length found, in characters. */
  length?: number;
}

export type FieldErrors<K extends FormKind> = Partial<Record<EnquiryField<K>, FieldError>>;

export type ValidationResult<K extends FormKind> =
  | { ok: true; values: Required<EnquiryValues<K>> }
  | { ok: false; values: Required<EnquiryValues<K>>; errors: FieldErrors<K> };

// The WHATWG "valid e-mail address" pattern (what <input type=email> checks), plus a dot in the
// domain: an enquiry needs an address a reply can reach.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Replaces lone surrogates (which no e-mail can carry and encodeURIComponent throws on) with U+FFFD. */
export function wellFormed(text: string): string {
  const s = text as string & { toWellFormed?: () => string };
  if (typeof s.toWellFormed === 'function') return s.toWellFormed();
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

// Header injection and invisible junk: control characters are exactly what these must match.
// eslint-disable-next-line no-control-regex
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_TAB_AND_LF = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** One line: each run of CR/LF (or other control characters) becomes one space; ends trimmed. */
export function sanitizeLine(value: unknown): string {
  if (typeof value !== 'string') return '';
  return wellFormed(value).replace(LINE_BREAKS_AND_CONTROLS, ' ').trim();
}

/** A message: line breaks normalised to LF, other control characters but tab dropped, ends trimmed. */
export function sanitizeMessage(value: unknown): string {
  if (typeof value !== 'string') return '';
  return wellFormed(value).replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_TAB_AND_LF, '').trim();
}

/** Length as a person counts it: code points, so an emoji is one character. */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

export function isValidEmail(email: string): boolean {
  return email.length <= FIELD_MAX_LENGTH.email && EMAIL.test(email);
}

/** Sanitises every field of a form (unknown keys are dropped; absent optional fields become ''). */
export function sanitizeEnquiry<K extends FormKind>(
  kind: K,
  values: EnquiryValues<K>,
  rules?: readonly FieldRule[],
): Required<EnquiryValues<K>> {
  const input = values as unknown as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const rule of fieldRules(kind, rules)) {
    out[rule.name] = rule.multiline
      ? sanitizeMessage(input[rule.name])
      : sanitizeLine(input[rule.name]);
  }
  return out as unknown as Required<EnquiryValues<K>>;
}

/** Sanitises, then checks required fields, the e-mail address and the maximum lengths. */
export function validateEnquiry<K extends FormKind>(
  kind: K,
  values: EnquiryValues<K>,
  rules?: readonly FieldRule[],
): ValidationResult<K> {
  const clean = sanitizeEnquiry(kind, values, rules);
  const cleaned = clean as unknown as Record<string, string>;
  const errors: Record<string, FieldError> = {};
  for (const rule of fieldRules(kind, rules)) {
    const field = rule.name;
    const value = cleaned[field] ?? '';
    const max = rule.maxLength;
    const length = charLength(value);
    if (value === '') {
      if (rule.required) errors[field] = { code: 'required' };
    } else if (length > max) {
      errors[field] = { code: 'tooLong', max, length };
    } else if (rule.email && !isValidEmail(value)) {
      errors[field] = { code: 'invalidEmail' };
    }
  }
  return Object.keys(errors).length === 0
    ? { ok: true, values: clean }
    : { ok: false, values: clean, errors: errors as FieldErrors<K> };
}
