const turkish: Record<string, string> = {
  ğ: 'g',
  Ğ: 'g',
  ş: 's',
  Ş: 's',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ç: 'c',
  Ç: 'c',
  ö: 'o',
  Ö: 'o',
  ü: 'u',
  Ü: 'u',
};

/**
 * A URL slug from a name: Turkish letters transliterated (ğ→g, ş→s, ı/İ→i, ç→c, ö→o, ü→u),
 * other accents dropped, lower case, anything else between words becomes one `-`.
 * `slugify('Çift Oluklu Koli Şeridi')` → `cift-oluklu-koli-seridi`.
 */
export function slugify(name: string): string {
  return name
    .replace(/[ğĞşŞıIİçÇöÖüÜ]/g, (ch) => turkish[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
