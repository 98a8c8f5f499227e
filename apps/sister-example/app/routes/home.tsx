import { Hero, Section, SectorGrid } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { categories, routes } from '../../content';
import { QuoteEnquiry } from '../components/Enquiry';
import { RouterLink, loadInPreferredLanguage, routeMeta } from '@defne/site';
import { site } from '../site.server';

export async function loader() {
  return {
    heads: site.headsFor('/'),
    resources: {
      ...site.pick('tr', ['home', 'forms']),
      ...site.pickPart('tr', 'catalog', ['itemCount_one', 'itemCount_other', 'categories']),
    },
  };
}

export const clientLoader = loadInPreferredLanguage;

export const meta = routeMeta;

export default function Home() {
  const { t, i18n } = useTranslation(['home', 'catalog', 'common']);
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  return (
    <>
      <Hero
        eyebrow={t('home:hero.eyebrow')}
        title={t('home:hero.slogan')}
        subtitle={t('home:hero.subtitle')}
        cta={{ href: routes.pagePath('sectors', lang), label: t('home:hero.cta') }}
        secondaryCta={{ href: '#quote', label: t('home:hero.secondary') }}
        linkComponent={RouterLink}
      />
      <SectorGrid
        title={t('home:sectors.title')}
        linkLabel={t('common:learnMore')}
        linkComponent={RouterLink}
        viewAll={{ href: routes.pagePath('sectors', lang), label: t('home:sectors.viewAll') }}
        items={categories.map((c) => ({
          id: c.id,
          title: t(`catalog:categories.${c.id}.title`),
          description: t(`catalog:categories.${c.id}.description`),
          href: routes.sectorPath(c.id, lang),
          icon: c.icon,
          meta: t('catalog:itemCount', { count: c.itemCount }),
        }))}
      />
      <Section
        id="quote"
        title={t('home:contact.title')}
        subtitle={t('home:contact.subtitle')}
        tone="muted"
        width="narrow"
      >
        <QuoteEnquiry />
      </Section>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
