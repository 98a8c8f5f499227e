import { withSiteTexts } from '@defne/site/texts';
import { en, tr } from '../content/texts';

export const texts = { tr: withSiteTexts('tr', tr), en: withSiteTexts('en', en) };
