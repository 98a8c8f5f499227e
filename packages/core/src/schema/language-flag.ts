import { defaultLanguages, type Language, type Languages } from '../languages.ts';
import { languagesSchema } from './languages.ts';

/**
 * The `--languages tr,en,de` flag the kit's commands share (`defne-content`, `defne-edit`): the
 * site's language codes, comma-separated, the default one first. One parser for every command, so
 * a site's scripts spell the list the same way everywhere.
 */
export function parseLanguageCodes(value: string): string[] {
  return value
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** A language's name in itself (`de` → Deutsch, `ar` → العربية), capitalised as a menu shows it. */
function nameInItself(code: string): string {
  let name = code;
  try {
    name = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** The direction the script of `code` runs in, from the runtime's locale data. */
function directionOf(code: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * A list of codes resolved to a site's `Languages`, the first the default: a code of `known`
 * (the kit's default languages unless given) keeps its entry there; any other is named in itself
 * and written in its script's direction (`ar` → right to left), its tag the code. Throws, in
 * words for the command line, on a code that is not one or is given twice.
 */
export function languagesFromCodes(
  codes: readonly string[],
  known: Languages = defaultLanguages,
): Languages {
  const result = languagesSchema.safeParse({
    default: codes[0] ?? '',
    list: codes.map((code) => {
      const found: Partial<Language> = known.list.find((l) => l.code === code) ?? {};
      return {
        code,
        label: found.label ?? nameInItself(code),
        dir: found.dir ?? directionOf(code),
        ...(found.tag ? { tag: found.tag } : {}),
        ...(found.ogLocale ? { ogLocale: found.ogLocale } : {}),
      };
    }),
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const at = issue.path.length === 3 ? codes[Number(issue.path[1])] : undefined;
      return at !== undefined ? `"${at}" ${issue.message}` : issue.message;
    });
    throw new Error(`--languages ${codes.join(',')}: ${[...new Set(problems)].join('; ')}`);
  }
  return result.data;
}

/** The `--languages` flag's value resolved (`parseLanguageCodes`, then `languagesFromCodes`). */
export function languagesFlag(value: string, known: Languages = defaultLanguages): Languages {
  return languagesFromCodes(parseLanguageCodes(value), known);
}
