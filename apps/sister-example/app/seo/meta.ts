import type { MetaDescriptor } from 'react-router';
import { getPreferredLang } from '../lib/lang';

type WithHead = { head?: MetaDescriptor[]; heads?: { tr: MetaDescriptor[]; en: MetaDescriptor[] } };

/** The `meta` export of every page: the head its loader prepared at build time. */
export function routeMeta({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  const data = loaderData as WithHead | undefined;
  if (data?.heads) return data.heads[getPreferredLang() ?? 'tr'];
  return data?.head ?? [];
}
