// Drafts of the enquiry forms, kept in sessionStorage per form id until a send succeeds (D3).
// Storage may be missing (SSR/prerender), refused (privacy settings throw SecurityError) or full
// (QuotaExceededError): then the draft lives in memory for the page's lifetime and nothing throws.

export type DraftValues = Record<string, string>;

interface StoredDraft {
  v: 1;
  /** Random id of this draft: with the content it makes the idempotency key of a send. */
  nonce: string;
  savedAt: number;
  values: DraftValues;
}

import { draftKey } from './draft-key';

export { DRAFT_KEY_PREFIX } from './draft-key';
const memory = new Map<string, StoredDraft>();

function storage(): Storage | null {
  try {
    const s = globalThis.sessionStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

export function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Partial<StoredDraft>;
  return (
    d.v === 1 &&
    typeof d.nonce === 'string' &&
    typeof d.values === 'object' &&
    d.values !== null &&
    Object.values(d.values).every((v) => typeof v === 'string')
  );
}

function readStored(formId: string): StoredDraft | null {
  const s = storage();
  if (s) {
    try {
      const raw = s.getItem(draftKey(formId));
      if (raw !== null) {
        const parsed: unknown = JSON.parse(raw);
        if (isStoredDraft(parsed)) return parsed;
      }
    } catch {
      // Unreadable or corrupt: fall back to what this page holds in memory.
    }
  }
  return memory.get(formId) ?? null;
}

function writeStored(formId: string, draft: StoredDraft): boolean {
  memory.set(formId, draft);
  const s = storage();
  if (!s) return false;
  try {
    s.setItem(draftKey(formId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** The saved draft of a form, or null. Call after hydration (prerendered HTML has no draft). */
export function loadDraft<T extends DraftValues = DraftValues>(formId: string): Partial<T> | null {
  return (readStored(formId)?.values as Partial<T> | undefined) ?? null;
}

/**
 * Saves the form's current values (call on every change; leave the honeypot out).
 * A form with every field empty removes the draft. Returns false when only memory could hold it.
 */
export function saveDraft(formId: string, values: Record<string, string | undefined>): boolean {
  const clean: DraftValues = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'string' && value !== '') clean[field] = value;
  }
  if (Object.keys(clean).length === 0) {
    clearDraft(formId);
    return true;
  }
  const nonce = readStored(formId)?.nonce ?? randomId();
  return writeStored(formId, { v: 1, nonce, savedAt: Date.now(), values: clean });
}

/** Forgets the draft (after a successful send). */
export function clearDraft(formId: string): void {
  memory.delete(formId);
  const s = storage();
  if (!s) return;
  try {
    s.removeItem(draftKey(formId));
  } catch {
    // Nothing more to do: the memory copy is gone.
  }
}

/**
 * The stable id of the form's current draft, created on first use. It survives reloads with the
 * draft, so a retry of the same text after a lost answer carries the same idempotency key.
 */
export function draftNonce(formId: string): string {
  const stored = readStored(formId);
  if (stored) return stored.nonce;
  const draft: StoredDraft = { v: 1, nonce: randomId(), savedAt: Date.now(), values: {} };
  writeStored(formId, draft);
  return draft.nonce;
}
