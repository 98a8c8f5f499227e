import { withSiteTexts } from '@defne/site/texts';
import { en } from '../content/locales/en';
import { tr } from '../content/locales/tr';

/** Both languages' texts over the kit's, for '/' shown in the other language (a chunk of its own). */
export const texts = { tr: withSiteTexts('tr', tr), en: withSiteTexts('en', en) };
