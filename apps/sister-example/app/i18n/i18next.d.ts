import type { TextVariables } from '@defne/core';
import type { SiteResources } from '@defne/site/texts';
import type { tr } from '../../content/locales/tr';

// Translation keys and their variables are typed, the kit's texts included: a missing key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: SiteResources<typeof tr>;
    defaultVariables: TextVariables;
  }
}
