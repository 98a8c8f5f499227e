// The `--catalogue CODE=PATH` flags of `defne-edit`: where the site's catalogue (sectors) page is
// in each language, so that each entry links to its built pages.

/**
 * The catalogue path per language from `CODE=PATH` items (later ones win). Every language of the
 * site needs one, or none at all (then entries show no links): a list that leaves one out would
 * link some pages and silently not others.
 * @param {readonly string[]} codes the site's language codes
 * @param {readonly string[]} items `de=/produkte`, …
 * @returns {Record<string, string> | undefined}
 */
export function cataloguePaths(codes, items) {
  /** @type {Record<string, string>} */
  const paths = {};
  for (const item of items) {
    const at = item.indexOf('=');
    const code = item.slice(0, at).trim();
    const where = item.slice(at + 1).trim();
    if (at <= 0 || !where)
      throw new Error(`--catalogue ${item}: write it as CODE=PATH, e.g. de=/produkte`);
    if (!codes.includes(code))
      throw new Error(
        `--catalogue ${item}: "${code}" is not one of the site's languages (${codes.join(', ')}); give it in --languages`,
      );
    if (!/^\/[^\s?#]*$/.test(where) || where.startsWith('//'))
      throw new Error(
        `--catalogue ${item}: the path must start with one / and have no spaces, e.g. /produkte`,
      );
    paths[code] = where.replace(/\/+$/, '');
  }
  if (Object.keys(paths).length === 0) return undefined;
  const missing = codes.filter((code) => paths[code] === undefined);
  if (missing.length)
    throw new Error(
      `the catalogue's path is missing for ${missing.join(', ')}: give --catalogue ${missing[0]}=/… for each language`,
    );
  return paths;
}
