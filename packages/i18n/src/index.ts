export {
  createTranslator,
  type Texts,
  type Translator,
  type TranslatorOptions,
} from './translator';
export { I18nProvider, useTranslation } from './react';
