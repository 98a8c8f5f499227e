import { en } from '@defne/content/locales/en';
import { withSiteTexts } from '@defne/site/texts';

/** Every English text of the site (the kit's generic ones under the site's own). */
export const texts = withSiteTexts('en', en);
