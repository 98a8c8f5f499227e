export type Lang = 'tr' | 'en';

export const languages = ['tr', 'en'] as const satisfies readonly Lang[];

/** Non-tr counts as en for paths (spec section 4). */
export function toLang(value: string | null | undefined): Lang {
  return value === 'tr' ? 'tr' : 'en';
}
