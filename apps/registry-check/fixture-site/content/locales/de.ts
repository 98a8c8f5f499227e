import { mergeTexts } from '@defne/site/texts';
import { de as kit } from '@defne/site/texts/de';
import { de as own } from '../generated/locales/de';

// German texts of Defne Verpackung: the kit's UI words in German (`@defne/site/texts/de`) with its
// own texts from the data files laid over them, key by key.
export const de = mergeTexts(kit, own);
