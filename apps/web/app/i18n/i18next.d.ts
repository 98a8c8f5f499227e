import type { DefaultVariables } from '@defne/content';
import type { tr } from '@defne/content/locales/tr';
import type { SiteResources } from '@defne/site/texts';

// Translation keys and their interpolation variables are typed, the kit's texts included: a
// missing key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: SiteResources<typeof tr>;
    defaultVariables: DefaultVariables;
  }
}
