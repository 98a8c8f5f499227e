// Sends an enquiry through @emailjs/browser (D3, D4). The library is imported only when a form is
// sent, so it costs nothing on page load.
import type { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import { readEnquiryConfig, templateOf, type EnquiryConfig } from './config';
import { clearDraft, draftNonce } from './draft';
import type { EnquiryValues, FieldRule, FormKind } from '@defne/site/enquiry-fields';
import { validateEnquiry, type FieldErrors } from './validate';

/** How a send failed; the app shows the spec's error text plus a line per kind. */
export type EnquiryFailureKind =
  /** No network: the browser says it is offline (before or after the request failed). */
  | 'offline'
  /**
   * Online, but the request or the library's download got no answer at all (connection refused,
   * reset or dropped): the mail service did not answer. Retry later or use the mailto: link.
   */
  | 'unreachable'
  /** 429: EmailJS's limitRate in this browser, or the provider's rate limit. Retry later. */
  | 'throttled'
  /** 403 (block list, origin not allowed) or 451 (headless browser). Use the mailto: link. */
  | 'blocked'
  /** No answer within `timeoutMs`. The message may still arrive; a retry will not duplicate it in the outbox. */
  | 'timeout'
  /** 5xx or another provider error. Retry later or use the mailto: link. */
  | 'provider'
  /** The form's values were refused (see fieldErrors), or the provider said 400 (bad key, service, template). */
  | 'invalid';

export class EnquiryError<K extends FormKind = FormKind> extends Error {
  override readonly name = 'EnquiryError';
  constructor(
    readonly kind: EnquiryFailureKind,
    /** HTTP status as @emailjs/browser reports it (its local checks use 429, 451, 403); 0 when none. */
    readonly status: number,
    /** Set when the values were refused before sending. */
    readonly fieldErrors?: FieldErrors<K>,
  ) {
    super(`enquiry not sent: ${kind}${status ? ` (${status})` : ''}`);
  }

  /** Whether the same values may succeed on a later attempt. */
  get retryable(): boolean {
    return this.kind !== 'invalid' && this.kind !== 'blocked';
  }
}

export interface EnquirySent {
  status: number;
  text: string;
  /** The idempotency key sent as the `enquiry_id` template param; null for a honeypot hit. */
  enquiryId: string | null;
  /** The template params exactly as sent (empty for a honeypot hit). */
  params: Record<string, string>;
  /** 'honeypot' when nothing was sent because the hidden field was filled. */
  skipped?: 'honeypot';
}

interface EmailJs {
  init: typeof init;
  send: typeof send;
}

export interface SendEnquiryOptions {
  /** Draft, double-submit and throttle id. @default kind */
  formId?: string;
  /** Translated 'not specified', sent as company when the contact form leaves it empty. @default '-' */
  notSpecified?: string;
  /** The `to_email` param. @default config.toEmail, else '' */
  toEmail?: string;
  /**
   * The rules of the site's own fields of this form (`rulesOf` its config's `enquiry.fields`, or
   * of a kind of its own in `enquiry.forms`): checked by them and sent as they are named. Required
   * for a site's own kind. @default the kind's standard fields
   */
  rules?: readonly FieldRule[];
  /** More template params, e.g. `product` (the keys of the products asked about). */
  params?: Readonly<Record<string, string>>;
  /** Value of the form's hidden honeypot field: anything in it resolves as success without sending. */
  honeypot?: string;
  /** @default readEnquiryConfig() (the build-time VITE_* values) */
  config?: EnquiryConfig;
  /** @default 15000 */
  timeoutMs?: number;
  /** EmailJS limitRate throttle per form id; a failed send does not count. @default 10000 */
  throttleMs?: number;
  /**
   * EmailJS's blockHeadless. Off on the real site: EmailJS can refuse headless browsers itself
   * (dashboard setting, answered 451), while the check in the browser (navigator.webdriver or no
   * navigator.languages) also hits real visitors in some kiosk and web-view set-ups, and D3 says an
   * enquiry is never lost. The honeypot and limitRate hold back bots. Tests in headless Chromium
   * pass true to see the 451 path. @default false
   */
  blockHeadless?: boolean;
  /** Test seam: loads the EmailJS library. @default () => import('@emailjs/browser') */
  loadEmailJs?: () => Promise<EmailJs>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_THROTTLE_MS = 10_000;
export const THROTTLE_KEY_PREFIX = 'defne:enquiry-throttle:';

const inFlight = new Map<string, Promise<EnquirySent>>();

class TimeoutError extends Error {}

/** FNV-1a over the UTF-16 units: enough to tell two drafts' texts apart in a key. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function isResponseStatus(error: unknown): error is EmailJSResponseStatus {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { text?: unknown }).text === 'string'
  );
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Sorts anything a send can throw into a failure kind. */
export function classifyFailure(error: unknown): EnquiryError {
  if (error instanceof EnquiryError) return error;
  if (error instanceof TimeoutError) return new EnquiryError('timeout', 0);
  if (isResponseStatus(error)) {
    const { status } = error;
    if (status === 0) return new EnquiryError(isOffline() ? 'offline' : 'unreachable', 0);
    if (status === 429) return new EnquiryError('throttled', status);
    if (status === 403 || status === 451) return new EnquiryError('blocked', status);
    if (status === 400) return new EnquiryError('invalid', status);
    return new EnquiryError('provider', status);
  }
  // fetch() and a failed import() of the library reject with a TypeError when the network is gone
  // or the connection drops: offline only if the browser says so, else the service did not answer.
  if (error instanceof TypeError) {
    return new EnquiryError(isOffline() ? 'offline' : 'unreachable', 0);
  }
  // @emailjs/browser throws plain strings for a missing key, service or template id.
  if (typeof error === 'string') return new EnquiryError('invalid', 0);
  return new EnquiryError('provider', 0);
}

/** localStorage for limitRate, or memory where storage is refused. */
function throttleStorage() {
  const memory = new Map<string, string>();
  const local = (): Storage | null => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  };
  const get = async (k: string) => {
    try {
      return local()?.getItem(k) ?? memory.get(k) ?? null;
    } catch {
      return memory.get(k) ?? null;
    }
  };
  const set = async (k: string, v: string) => {
    memory.set(k, v);
    try {
      local()?.setItem(k, v);
    } catch {
      // Memory holds it.
    }
  };
  const remove = async (k: string) => {
    memory.delete(k);
    try {
      local()?.removeItem(k);
    } catch {
      // Memory no longer holds it.
    }
  };
  return { get, set, remove };
}

const storageProvider = throttleStorage();

function buildParams<K extends FormKind>(
  kind: K,
  values: Record<string, string>,
  options: SendEnquiryOptions,
  config: EnquiryConfig,
): Record<string, string> {
  // Every field by its name (the values are the form's, sanitised: each present); the contact
  // form's empty company is the page language's 'not specified'.
  const base: Record<string, string> = {
    ...values,
    to_email: options.toEmail ?? config.toEmail ?? '',
  };
  if (kind === 'contact' && !options.rules)
    base.company = values.company || (options.notSpecified ?? '-');
  return { ...options.params, ...base };
}

async function attempt<K extends FormKind>(
  kind: K,
  values: EnquiryValues<K>,
  options: SendEnquiryOptions,
  formId: string,
): Promise<EnquirySent> {
  if (options.honeypot && options.honeypot.trim() !== '') {
    // A bot filled the hidden field: it sees success, nobody gets mail.
    clearDraft(formId);
    return { status: 200, text: 'OK', enquiryId: null, params: {}, skipped: 'honeypot' };
  }
  const checked = validateEnquiry(kind, values, options.rules);
  if (!checked.ok) throw new EnquiryError<K>('invalid', 0, checked.errors);
  if (isOffline()) throw new EnquiryError('offline', 0);

  const config = options.config ?? readEnquiryConfig();
  const params = buildParams(
    kind,
    checked.values as unknown as Record<string, string>,
    options,
    config,
  );
  // The same draft with the same text always gets the same key, so the outbox stores a retry after a
  // lost answer once. EmailJS cannot deduplicate: there a retry after a timeout may mail twice, and
  // the key in the mail ({{enquiry_id}} in the template) shows the reader it is the same enquiry.
  // The key is taken from what the visitor wrote, not from the params: an empty company is sent as
  // the page language's 'not specified', and a retry from the other language is the same enquiry.
  const enquiryId = `${draftNonce(formId)}.${fingerprint(JSON.stringify([kind, checked.values]))}`;
  const sent = { ...params, enquiry_id: enquiryId };

  const throttleId = THROTTLE_KEY_PREFIX + formId;
  const throttleMs = options.throttleMs ?? DEFAULT_THROTTLE_MS;
  const before = await storageProvider.get(throttleId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const emailjs = await (options.loadEmailJs ?? (() => import('@emailjs/browser')))();
    emailjs.init(
      {
        publicKey: config.publicKey,
        blockHeadless: options.blockHeadless ?? false,
        limitRate: { id: throttleId, throttle: throttleMs },
        storageProvider,
      },
      config.origin,
    );
    // @emailjs/browser passes no AbortSignal to fetch, so the request cannot be cancelled: the
    // timeout only stops waiting. A late success is then stored once thanks to enquiry_id.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError()), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    });
    const response = await Promise.race([
      emailjs.send(config.serviceId, templateOf(config, kind), sent),
      timeout,
    ]);
    clearDraft(formId);
    return { status: response.status, text: response.text, enquiryId, params: sent };
  } catch (error) {
    const failure = classifyFailure(error);
    // limitRate marks the time before it sends; a send that failed must not hold back the retry.
    // (A local limitRate refusal marked nothing, so this puts back the same value.)
    if (before === null) await storageProvider.remove(throttleId);
    else await storageProvider.set(throttleId, before);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Validates, then sends one enquiry. Resolves when the provider said OK (or a honeypot hit is
 * dropped silently); rejects with an EnquiryError. While a send of the same form is in flight, a
 * second call returns the same promise (a double click sends once). On success the form's draft is
 * cleared; on failure it stays. Failures are logged with kind and status only.
 */
export function sendEnquiry<K extends FormKind>(
  kind: K,
  values: EnquiryValues<K>,
  options: SendEnquiryOptions = {},
): Promise<EnquirySent> {
  const formId = options.formId ?? kind;
  const running = inFlight.get(formId);
  if (running) return running;
  const promise = attempt(kind, values, options, formId)
    .catch((error: unknown) => {
      const failure = classifyFailure(error);
      // Status and class only: never the message, the name or the e-mail address.
      console.error(`[enquiry] ${kind} form not sent: ${failure.kind}, status ${failure.status}`);
      throw failure;
    })
    .finally(() => {
      inFlight.delete(formId);
    });
  inFlight.set(formId, promise);
  return promise;
}

/** Whether a send of the form is in flight. */
export function isSending(formId: string): boolean {
  return inFlight.has(formId);
}
