import type { DefaultVariables } from '@defne/content';
import type { tr } from '@defne/content/locales/tr';

// Translation keys and their interpolation variables are typed: a missing key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof tr;
    defaultVariables: DefaultVariables;
  }
}
