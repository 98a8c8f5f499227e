import { pagePath } from '@defne/content';
import { Hero } from '@defne/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../components/RouterLink';
import { pick } from '../i18n/resources.server';
import { ensureFullResources, getPreferredLang } from '../lib/language-store';
import { heroImage } from '../media';
import { headsFor } from '../seo/head.server';
import { routeMeta } from '../seo/meta';

// Below the fold and loaded lazily (spec): the sectors grid, location block and short form.
const BelowFold = lazy(() => import('../pages/home/BelowFold'));

export async function loader() {
  return { heads: headsFor('/'), resources: pick('tr', ['home', 'forms']) };
}

/** Going to '/' in English fetches the English texts before the page shows. */
export async function clientLoader({ serverLoader }: { serverLoader: () => Promise<unknown> }) {
  const [data] = await Promise.all([
    serverLoader(),
    getPreferredLang() === 'en' ? ensureFullResources('en') : null,
  ]);
  return data as Awaited<ReturnType<typeof loader>>;
}

export const meta = routeMeta;

export function links() {
  return [
    {
      rel: 'preload',
      as: 'image',
      href: heroImage.src,
      imageSrcSet: heroImage.srcSet,
      imageSizes: '100vw',
      fetchPriority: 'high',
      type: 'image/webp',
    },
  ];
}

export default function Home() {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  return (
    <>
      <Hero
        title={t('hero.slogan')}
        subtitle={t('hero.subtitle')}
        cta={{ href: pagePath('sectors', lang), label: t('hero.cta') }}
        linkComponent={RouterLink}
        image={{
          src: heroImage.src,
          srcSet: heroImage.srcSet,
          sizes: '100vw',
          width: heroImage.width,
          height: heroImage.height,
          alt: '',
          fetchPriority: 'high',
        }}
      />
      <Suspense fallback={null}>
        <BelowFold lang={lang} />
      </Suspense>
    </>
  );
}
