// mailto: links for the fallback offered when a send fails (D3), built per RFC 6068.
import { sanitizeEnquiry, wellFormed } from './validate';
import {
  fieldRules,
  type EnquiryValues,
  type FieldRule,
  type FormKind,
} from '@defne/site/enquiry-fields';

/**
 * Mail clients and the OS hand-off cope with long links today, but some (older Outlook, Windows
 * hand-offs) stop near 2 kB and most near 32 kB; 8000 characters keeps a typical Turkish message
 * whole (each of ç ğ ı ö ş ü costs 6 characters encoded) and stays far from every known limit.
 */
export const MAILTO_MAX_LENGTH = 8000;

export interface MailtoOptions {
  to: string;
  subject?: string;
  body?: string;
  /** Upper bound for the whole href; the body is shortened to fit. @default MAILTO_MAX_LENGTH */
  maxLength?: number;
  /** Appended to a shortened body. @default '\n[…]' */
  truncatedNote?: string;
}

/** Percent-encodes an hfvalue: UTF-8, every reserved character, line breaks as %0D%0A. */
export function encodeMailtoValue(text: string): string {
  return encodeURIComponent(wellFormed(text).replace(/\r\n|\r|\n/g, '\r\n'));
}

function encodeAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return encodeURIComponent(address);
  return `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/** A `mailto:` href with subject and body, never longer than `maxLength` (the body gives way). */
export function buildMailto({
  to,
  subject,
  body,
  maxLength = MAILTO_MAX_LENGTH,
  truncatedNote = '\n[…]',
}: MailtoOptions): string {
  const base = `mailto:${encodeAddress(to.trim())}`;
  const fields: string[] = [];
  if (subject) fields.push(`subject=${encodeMailtoValue(subject)}`);
  const head = fields.length > 0 ? `${base}?${fields.join('&')}` : base;
  if (!body) return head;
  const join = fields.length > 0 ? '&body=' : '?body=';
  const full = `${head}${join}${encodeMailtoValue(body)}`;
  if (full.length <= maxLength) return full;

  const chars = Array.from(wellFormed(body));
  const note = encodeMailtoValue(truncatedNote);
  const room = maxLength - head.length - join.length - note.length;
  if (room <= 0) return head;
  // Longest prefix (whole code points) whose encoding fits: binary search over the prefix length.
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (encodeMailtoValue(chars.slice(0, mid).join('')).length <= room) lo = mid;
    else hi = mid - 1;
  }
  return `${head}${join}${encodeMailtoValue(chars.slice(0, lo).join(''))}${note}`;
}

export interface EnquiryMailtoOptions {
  to: string;
  /** Translated subject line, e.g. "Enquiry from the website". */
  subject: string;
  /** Translated field labels; a missing label uses the field's name. */
  labels?: Partial<Record<string, string>>;
  /** The rules of the site's own fields of this form (`rulesOf`). @default the kind's standard fields */
  rules?: readonly FieldRule[];
  maxLength?: number;
  truncatedNote?: string;
}

/**
 * The mailto: fallback for a form's values: labelled lines, an empty line, then the message. A
 * form with several texts (a site's own fields) gives each its label, the empty ones left out.
 */
export function enquiryMailto<K extends FormKind>(
  kind: K,
  values: EnquiryValues<K>,
  options: EnquiryMailtoOptions,
): string {
  const clean = sanitizeEnquiry(kind, values, options.rules) as unknown as Record<string, string>;
  const rules = fieldRules(kind, options.rules);
  const label = (rule: FieldRule) => options.labels?.[rule.name] ?? rule.name;
  // The one-line fields as labelled lines (empty ones left out), then the texts (the message).
  const lines = rules
    .filter((rule) => !rule.multiline)
    .map((rule) => `${label(rule)}: ${clean[rule.name] ?? ''}`)
    .filter((line) => !line.endsWith(': '));
  const multiline = rules.filter((rule) => rule.multiline);
  const texts =
    multiline.length > 1
      ? [
          multiline
            .filter((rule) => clean[rule.name])
            .map((rule) => `${label(rule)}:\n${clean[rule.name]}`)
            .join('\n\n'),
        ]
      : multiline.map((rule) => clean[rule.name] ?? '');
  return mailtoOf([...lines, '', ...texts].join('\n'), options);
}

function mailtoOf(body: string, options: EnquiryMailtoOptions): string {
  return buildMailto({
    to: options.to,
    subject: options.subject,
    body,
    ...(options.maxLength !== undefined ? { maxLength: options.maxLength } : {}),
    ...(options.truncatedNote !== undefined ? { truncatedNote: options.truncatedNote } : {}),
  });
}
