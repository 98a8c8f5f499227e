import { Section, StatCounters, SupplierCard, TextSection } from '@defne/ui';
import { siteConstants } from '@defne/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { company, suppliers } from '../../content';
import { routeMeta } from '@defne/site';
import { site } from '../site.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, path } = site.routeOf(request);
  return { head: site.headFor(path), resources: site.pick(lang, ['about', 'suppliers']) };
}

export const meta = routeMeta;

export default function About() {
  const { t } = useTranslation(['about', 'suppliers']);
  return (
    <>
      <Section title={t('about:title')} subtitle={t('about:subtitle')} headingLevel={1}>
        <TextSection
          id="company"
          title={t('about:company.title')}
          paragraphs={[t('about:company.p1'), t('about:company.p2')]}
        />
      </Section>
      <Section title={t('about:stats.title')} tone="muted" centered>
        <StatCounters
          items={company.stats.map((s) => ({
            value: s.value,
            suffix: s.suffix,
            label: t(`about:stats.${s.id}`),
          }))}
          duration={siteConstants.COUNTER_DURATION_MS}
          stagger={[...siteConstants.COUNTER_STAGGER_MS]}
          threshold={siteConstants.COUNTER_VISIBILITY_THRESHOLD}
        />
      </Section>
      <Section title={t('about:suppliers.title')} subtitle={t('about:suppliers.subtitle')}>
        <ul className="card-list" data-testid="suppliers">
          {suppliers.map((s) => (
            <li key={s.id}>
              <SupplierCard
                name={s.name}
                logo={null}
                kind={t(`suppliers:items.${s.id}.kind`)}
                description={t(`suppliers:items.${s.id}.blurb`)}
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
