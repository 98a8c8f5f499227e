import type { MetaDescriptor } from 'react-router';
import { getDefaultLang, getPreferredLang } from './language';
import { crawlerHeadOf } from './structured-data';

type WithHead = { head?: MetaDescriptor[]; heads?: Partial<Record<string, MetaDescriptor[]>> };

/**
 * The `meta` export of every route: the head its loader prepared at build time, and in the
 * prerendered HTML the tags only crawlers read (`headFor` keeps them out of the loader data).
 */
export function routeMeta({
  loaderData,
  location,
}: {
  loaderData?: unknown;
  location?: { pathname: string };
}): MetaDescriptor[] {
  const data = loaderData as WithHead | undefined;
  const own = data?.heads
    ? (data.heads[getPreferredLang() ?? getDefaultLang()] ?? [])
    : (data?.head ?? []);
  return location ? [...own, ...crawlerHeadOf(location.pathname)] : own;
}
