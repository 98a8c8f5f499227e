// Three-way merge of a content entry (docs/decisions D19: an entry is JSON data, not lines of
// text). Git's line merge would call two edits of one product a conflict whenever they sit on
// neighbouring lines, and could join two edits into a file that is no longer JSON; here each field
// is merged on its own, so only a change of the same field on both sides stops a publish.

import { isDeepStrictEqual } from 'node:util';

/**
 * @typedef {object} FieldConflict
 * @property {(string | number)[]} path the field inside the entry (`['name', 'en']`); `[]` is the
 *   whole entry (removed on one side, changed on the other)
 * @property {unknown} base the value both started from (undefined: there was none)
 * @property {unknown} mine this computer's value (undefined: removed)
 * @property {unknown} theirs the published value (undefined: removed)
 */

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const same = isDeepStrictEqual;

/**
 * Merges `mine` and `theirs`, both made from `base`. A field changed on one side takes that side's
 * value; a field changed on both sides to different values is a conflict: it is listed, and takes
 * what `decide` says (or mine, when `decide` gives nothing: the caller then stops).
 * Objects are merged key by key, keeping mine's key order (a key only theirs added goes last);
 * lists item by item when neither side added or removed any, else as a set when both only added
 * and removed items without reordering the rest (two products removed on two computers both land
 * in `removed.json`); any other pair of lists changed on both sides is one conflict.
 * @param {unknown} base
 * @param {unknown} mine
 * @param {unknown} theirs
 * @param {(conflict: FieldConflict) => { value: unknown } | undefined} [decide]
 * @returns {{ value: unknown, conflicts: FieldConflict[] }}
 */
export function mergeJson(base, mine, theirs, decide) {
  /** @type {FieldConflict[]} */
  const conflicts = [];
  const value = merge(base, mine, theirs, [], conflicts, decide);
  return { value, conflicts };
}

/**
 * @param {unknown} base
 * @param {unknown} mine
 * @param {unknown} theirs
 * @param {(string | number)[]} path
 * @param {FieldConflict[]} conflicts
 * @param {((conflict: FieldConflict) => { value: unknown } | undefined) | undefined} decide
 * @returns {unknown}
 */
function merge(base, mine, theirs, path, conflicts, decide) {
  if (same(mine, theirs)) return mine;
  if (same(base, mine)) return theirs;
  if (same(base, theirs)) return mine;
  if (isObject(mine) && isObject(theirs) && (base === undefined || isObject(base))) {
    const from = /** @type {Record<string, unknown>} */ (base ?? {});
    /** @type {Record<string, unknown>} */
    const out = {};
    const keys = [
      ...Object.keys(mine),
      ...Object.keys(theirs).filter((key) => !Object.hasOwn(mine, key)),
    ];
    for (const key of keys) {
      const value = merge(from[key], mine[key], theirs[key], [...path, key], conflicts, decide);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const list = mergeList(base, mine, theirs);
    if (list) return list;
  }
  /** @type {FieldConflict} */
  const conflict = { path, base, mine, theirs };
  conflicts.push(conflict);
  const decided = decide?.(conflict);
  return decided ? decided.value : mine;
}

/**
 * Two lists changed on both sides, merged when it is plain what both meant; null otherwise.
 * @param {unknown[]} base
 * @param {unknown[]} mine
 * @param {unknown[]} theirs
 * @returns {unknown[] | null}
 */
function mergeList(base, mine, theirs) {
  if (base.length === mine.length && base.length === theirs.length) {
    // Item by item: each changed on one side at most (a property edited here, another there).
    /** @type {unknown[]} */
    const out = [];
    for (let i = 0; i < base.length; i++) {
      if (same(mine[i], theirs[i]) || same(base[i], theirs[i])) out.push(mine[i]);
      else if (same(base[i], mine[i])) out.push(theirs[i]);
      else return null;
    }
    return out;
  }
  const key = (/** @type {unknown} */ item) => JSON.stringify(item);
  const [b, m, t] = [base.map(key), mine.map(key), theirs.map(key)];
  if ([b, m, t].some((list) => new Set(list).size !== list.length)) return null;
  const inBase = new Set(b);
  const inMine = new Set(m);
  const inTheirs = new Set(t);
  // The items both kept must stay in the order they had: a list reordered on one side and
  // changed on the other is a real conflict.
  const kept = b.filter((item) => inMine.has(item) && inTheirs.has(item));
  const order = (/** @type {string[]} */ list) =>
    list.filter((item) => inBase.has(item) && inMine.has(item) && inTheirs.has(item));
  if (!same(order(m), kept) || !same(order(t), kept)) return null;
  const removedByTheirs = new Set(b.filter((item) => !inTheirs.has(item)));
  return [
    ...mine.filter((_, i) => !removedByTheirs.has(/** @type {string} */ (m[i]))),
    ...theirs.filter((_, i) => {
      const item = /** @type {string} */ (t[i]);
      return !inBase.has(item) && !inMine.has(item);
    }),
  ];
}

/**
 * The value at a path inside an entry.
 * @param {unknown} data
 * @param {(string | number)[]} path
 */
export function valueAt(data, path) {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = /** @type {Record<string, unknown>} */ (node)[key];
  }
  return node;
}
