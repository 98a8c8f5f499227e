import type { TextVariables } from '@defne/content/core';
import type { tr } from '../../content/locales/tr';

// Translation keys and their variables are typed: a missing key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof tr;
    defaultVariables: TextVariables;
  }
}
