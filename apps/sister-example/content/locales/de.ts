import { mergeTexts } from '@defne/site/texts';
import { de as own } from '../generated/locales/de';
import { kitDe } from './kit-de';

/*
 * German texts of Defne Ambalaj: the kit's UI words in German (`kit-de.ts`, which the kit does not
 * ship) with the site's own texts from the data files (`data/pages/*.json`, the catalogue files)
 * laid over them, key by key.
 */
export const de = mergeTexts(kitDe, own);
