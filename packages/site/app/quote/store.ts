// The quote list (D23): the products a visitor gathers for one enquiry, each with a quantity and
// a unit, kept in localStorage so it outlives navigation, reloads and the tab. Loaded on first
// use (an add, or the list's page); the header's count reads the same key (`useQuoteCount`).
// Storage may be refused (privacy settings) or full: then the list lives in memory for the page.
import { QUOTE_LIST_EVENT, QUOTE_LIST_KEY } from '@defne/site';

/** One product on the list. */
export interface QuoteLine {
  key: string;
  /** A whole number of at least 1. */
  quantity: number;
  /** One of the product's quote units; none until the visitor picks one (its first then shows). */
  unit?: string;
}

const NO_LINES: readonly QuoteLine[] = Object.freeze([]);

let memory: readonly QuoteLine[] = NO_LINES;
let cached: { raw: string | null; lines: readonly QuoteLine[] } | null = null;

function isLine(value: unknown): value is QuoteLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<QuoteLine>;
  return (
    typeof line.key === 'string' &&
    line.key !== '' &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) >= 1 &&
    (line.unit === undefined || typeof line.unit === 'string')
  );
}

function stored(): string | null {
  try {
    return localStorage.getItem(QUOTE_LIST_KEY);
  } catch {
    return null;
  }
}

/** The list as stored (the same array while it does not change: a store snapshot for React). */
export function readLines(): readonly QuoteLine[] {
  const raw = stored();
  if (raw === null) return memory;
  if (cached?.raw === raw) return cached.lines;
  let lines: readonly QuoteLine[] = NO_LINES;
  try {
    const parsed: unknown = JSON.parse(raw);
    // Anything unreadable is dropped line by line rather than losing the whole list.
    if (Array.isArray(parsed)) lines = parsed.filter(isLine);
  } catch {
    // A corrupt list reads as empty; the next change writes a good one.
  }
  cached = { raw, lines };
  return lines;
}

function write(lines: readonly QuoteLine[]): void {
  memory = lines;
  try {
    if (lines.length === 0) localStorage.removeItem(QUOTE_LIST_KEY);
    else localStorage.setItem(QUOTE_LIST_KEY, JSON.stringify(lines));
  } catch {
    // Memory holds it for this page.
  }
  dispatchEvent(new Event(QUOTE_LIST_EVENT));
}

/** Adds a product (quantity 1) at the end; false when it is on the list already. */
export function addLine(key: string): boolean {
  const lines = readLines();
  if (lines.some((line) => line.key === key)) return false;
  write([...lines, { key, quantity: 1 }]);
  return true;
}

/** Changes a line's quantity or unit. */
export function updateLine(key: string, change: Partial<Omit<QuoteLine, 'key'>>): void {
  write(readLines().map((line) => (line.key === key ? { ...line, ...change } : line)));
}

/** Takes a product off the list. */
export function removeLine(key: string): void {
  write(readLines().filter((line) => line.key !== key));
}

/** Empties the list (after its enquiry was sent). */
export function clearLines(): void {
  write(NO_LINES);
}

/** Subscribes to changes of the list, in this tab and in others. */
export function subscribeLines(onChange: () => void): () => void {
  addEventListener(QUOTE_LIST_EVENT, onChange);
  addEventListener('storage', onChange);
  return () => {
    removeEventListener(QUOTE_LIST_EVENT, onChange);
    removeEventListener('storage', onChange);
  };
}
