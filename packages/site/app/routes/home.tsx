import { toLang } from '../site-config';
import { categories, langOfPath, routes } from '../content.server';
import { Hero } from '@defne/ui';
import { lazy, Suspense } from 'react';
import { preload } from 'react-dom';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RouterLink, loadInPreferredLanguage, routeMeta, useSite } from '@defne/site';
import { requestPath } from '@defne/site/server';
import { headFor, headsFor, media, pick, pickPart } from '../site.server';
import { imageProps } from '../media/loader-images.server';

// Below the fold and loaded lazily (spec): the sectors grid, location block and short form.
const BelowFold = lazy(() => import('../pages/home/BelowFold'));

// Two paths (D14): '/' is prerendered in the default language and shows the stored preference;
// the other language's home ('/en', or '/tr' on an English-first site) is always in its language,
// with its own canonical.
export async function loader({ request }: LoaderFunctionArgs) {
  const path = requestPath(request);
  const pathLang = langOfPath(path);
  const lang = pathLang ?? routes.defaultLang;
  const texts = pick(lang, ['home']);
  // `common.learnMore` names the sector cards' links where the site's home texts do not.
  const common = texts.home.sectors?.learnMore ? ['businessHours'] : ['learnMore', 'businessHours'];
  return {
    ...(pathLang ? { head: headFor(path) } : { heads: headsFor('/') }),
    // The sector cards show each category's item count: the root brings the category texts only
    // (and none of the `common` texts the frame does not show).
    resources: {
      ...texts,
      ...pickPart(lang, 'catalog', ['categories', 'itemCount_one', 'itemCount_other']),
      ...pickPart(lang, 'common', common),
    },
    hero: media.heroImage && imageProps(media.heroImage),
    heroPreload: media.heroPreload,
    map: media.mapImage && imageProps(media.mapImage),
    // The sector cards (their links and the company's contacts come with the frame's data).
    sectors: categories.map(({ id, icon, itemCount }) => ({ id, icon, itemCount })),
  };
}

export const clientLoader = loadInPreferredLanguage<Awaited<ReturnType<typeof loader>>>;

export const meta = routeMeta;

export default function Home() {
  const { t, i18n } = useTranslation('home');
  const has = (key: string) => i18n.exists(`home:${key}`);
  const { hero, heroPreload, map, sectors } = useLoaderData<typeof loader>();
  const lang = toLang(i18n.language);
  const site = useSite();
  // The hero is the LCP element: preloaded from <head> with the candidates of the <picture>'s
  // first source (media/index.ts heroPreload), which is what the browser will show.
  if (heroPreload) {
    const { href, as, imageSrcSet, imageSizes, fetchPriority, type } = heroPreload;
    preload(href, { as, imageSrcSet, imageSizes, fetchPriority, type });
  }
  return (
    <>
      <Hero
        eyebrow={has('hero.eyebrow') ? t('hero.eyebrow') : undefined}
        title={t('hero.slogan')}
        subtitle={t('hero.subtitle')}
        cta={{ href: site?.routes.pagePath('sectors', lang) ?? '/', label: t('hero.cta') }}
        secondaryCta={
          has('hero.secondary') ? { href: '#contact-form', label: t('hero.secondary') } : undefined
        }
        linkComponent={RouterLink}
        image={hero ? { ...hero, alt: '', fetchPriority: 'high' } : undefined}
      />
      <Suspense fallback={null}>
        <BelowFold lang={lang} map={map} sectors={sectors} />
      </Suspense>
    </>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
