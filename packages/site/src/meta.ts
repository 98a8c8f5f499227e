import type { MetaDescriptor } from 'react-router';
import { getDefaultLang, getPreferredLang } from './language';

type WithHead = { head?: MetaDescriptor[]; heads?: Partial<Record<string, MetaDescriptor[]>> };

/** The `meta` export of every route: the head its loader prepared at build time. */
export function routeMeta({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  const data = loaderData as WithHead | undefined;
  if (data?.heads) return data.heads[getPreferredLang() ?? getDefaultLang()] ?? [];
  return data?.head ?? [];
}
