// A language's texts, the site's over the kit's: a chunk of its own, fetched only when '/' or a
// 404 page is shown in the language the prerender did not use.
import { inLang, type Lang } from '@defne/core';
import { withSiteTexts } from '@defne/site/texts';
import { site } from './site-config';

export const loadTexts = async (lang: Lang) =>
  withSiteTexts(lang, await inLang(site.texts, lang, 'the site texts')());
