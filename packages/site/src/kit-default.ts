/*
 * A default of the kit's own that `resolveSite` fills in and that closes over nothing, so
 * `virtual:defne/site` can write it out as code. Marked by a registered symbol, not compared by
 * identity: React Router loads the site's config through its own module runner, so the kit's
 * modules there are other instances than the Vite plugin's.
 */
const KIT_DEFAULT = /* @__PURE__ */ Symbol.for('defne.site.kit-default');

/** `fn`, marked as a default of the kit's own. */
export function kitDefault<F extends (...args: never[]) => unknown>(fn: F): F {
  return Object.assign(fn, { [KIT_DEFAULT]: true });
}

/** Whether `value` is a default of the kit's own (`kitDefault`). */
export function isKitDefault(value: unknown): boolean {
  return typeof value === 'function' && KIT_DEFAULT in value;
}
