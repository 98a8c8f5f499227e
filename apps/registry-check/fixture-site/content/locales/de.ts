import { mergeTexts } from '@defne/site/texts';
import { de as own } from '../generated/locales/de';
import { kitDe } from './kit-de';

// German texts of Defne Verpackung: the kit's UI words in German (`kit-de.ts`; the kit ships
// Turkish and English only) with its own texts from the data files laid over them, key by key.
export const de = mergeTexts(kitDe, own);
