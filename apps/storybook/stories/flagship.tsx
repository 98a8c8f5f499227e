// The flagship's (Kuzeyhan Kimya's) own content, texts and frame, for the stories of this app: what a
// designer approves here is what a visitor of the site sees. @defne/ui knows no content (design.md
// D1): its data comes in here, from @defne/content and the kit's texts, never into packages/ui.
import {
  catalog,
  company,
  defaultVariables,
  productPath,
  products,
  routes,
  type CategoryId,
  type Product,
} from '@defne/content';
import { en } from '@defne/content/locales/en';
import { tr } from '@defne/content/locales/tr';
import { chromeData, SiteChrome, useEnquiryFormTexts } from '@defne/site';
import { withSiteTexts } from '@defne/site/texts';
import { QuoteListButton } from '@defne/ui';
import { createInstance, type i18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
// The flagship's logo and config: the logo file is made by its `media` step (turbo runs it before
// this app's build, apps/storybook/turbo.json).
import logoSrc from '../../web/public/favicon.svg?no-inline';
import siteConfig from '../../web/site.config';

export type FlagshipLang = 'tr' | 'en';

const texts = { tr: withSiteTexts('tr', tr), en: withSiteTexts('en', en) };

/** An i18next instance holding the site's texts in one language, as a page of the site has them. */
function createTexts(lang: FlagshipLang): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    defaultNS: 'common',
    resources: { [lang]: texts[lang] as never },
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables },
    react: { useSuspense: false },
  });
  return instance;
}

const instances: Partial<Record<FlagshipLang, i18n>> = {};
/** The site's texts in `lang` (one instance a language). */
export const siteTexts = (lang: FlagshipLang): i18n => (instances[lang] ??= createTexts(lang));

/** The logo as the site's root draws it (its config's `logo`). */
export const logo = (
  <img src={logoSrc} alt="" width={siteConfig.logo?.width} height={siteConfig.logo?.height} />
);

/**
 * The site's frame (skip link, header, `<main>`, footer) on the page at `path`: the kit's own
 * `SiteChrome` with the flagship's config, route map, company and texts, inside a router, as the
 * site's root renders it.
 */
export function FlagshipFrame({
  lang,
  path,
  children,
}: {
  lang: FlagshipLang;
  path: string;
  children?: ReactNode;
}) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <SiteChrome
                lang={lang}
                path={path}
                chrome={chromeData(routes, company, catalog.categories, path, lang)}
                navigation={siteConfig.navigation}
                logo={logo}
                copyrightYear={siteConfig.copyrightYear}
              >
                {children}
              </SiteChrome>
            ),
          },
        ],
        { initialEntries: [path] },
      ),
    [lang, path, children],
  );
  return (
    <I18nextProvider i18n={siteTexts(lang)}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

/** The page at `id` of the flagship's route map in `lang`. */
export const pagePath = (id: Parameters<typeof routes.pagePath>[0], lang: FlagshipLang) =>
  routes.pagePath(id, lang);

/** A sector's products in the catalogue's order. */
export const productsOf = (category: CategoryId): Product[] =>
  products.filter((p) => p.category === category);

/** The product card of `product` as the sector page's grid gives it (picture aside). */
export function productCard(product: Product, lang: FlagshipLang) {
  const t = siteTexts(lang).getFixedT(lang, 'catalog');
  return {
    id: product.key,
    href: productPath(product.key as never, lang),
    title: t(`products.${product.key}.name`),
    badge: t(`categories.${product.category}.badge`),
  };
}

/** "Teklif listesine ekle" under a card, as the sector page places it (D23). */
export function AddToQuoteList({
  id,
  title,
  lang,
}: {
  id: string;
  title: string;
  lang: FlagshipLang;
}) {
  const t = siteTexts(lang).getFixedT(lang, 'catalog');
  return (
    <QuoteListButton
      compact
      action={pagePath('quote', lang)}
      name={lang === 'tr' ? 'urun' : 'product'}
      value={id}
      label={t('quoteList.add')}
      messages={{
        added: t('quoteList.added', { product: title }),
        already: t('quoteList.already', { product: title }),
        viewList: t('quoteList.viewList'),
      }}
      onAdd={() => Promise.resolve(true)}
    />
  );
}

/** The catalogue's texts the sector page's grid shows. */
export function catalogText(
  lang: FlagshipLang,
  key: string,
  options: Record<string, unknown> = {},
) {
  return siteTexts(lang).getFixedT(lang, 'catalog')(key, options);
}

/** The contact form's texts as the site's forms read them (`useEnquiryFormTexts` of @defne/site). */
export function useContactFormTexts() {
  return useEnquiryFormTexts('contact');
}
