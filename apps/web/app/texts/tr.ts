import { tr } from '@defne/content/locales/tr';
import { withSiteTexts } from '@defne/site/texts';

/** Every Turkish text of the site (the kit's generic ones under the site's own). */
export const texts = withSiteTexts('tr', tr);
