import { company, constants } from '@defne/content';
import { Section, StatCounters, TextSection, ValueCards } from '@defne/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { headFor, pick, routeOf } from '../site.server';
import { prefersReducedMotion, routeMeta } from '@defne/site';
import styles from './about.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const page = match.kind === 'page' ? match.page : 'about';
  return { page, head: headFor(match.path), resources: pick(match.lang, ['about']) };
}

export const meta = routeMeta;

const anchors = ['mission', 'vision'] as const;
const pillars = [
  { id: 'vision', icon: 'globe' },
  { id: 'mission', icon: 'check' },
  { id: 'purpose', icon: 'arrow-right' },
] as const;

export default function About() {
  const { page } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('about');
  const { hash } = useLocation();
  const numberFormat = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    useGrouping: false,
  });

  // /mission and /vision aim at their block; /about#mission and #vision scroll there after 300 ms.
  useEffect(() => {
    const fromHash = hash.slice(1);
    const target = anchors.find((a) => a === page || a === fromHash);
    if (!target) return;
    const timer = window.setTimeout(() => {
      const block = document.getElementById(target);
      block?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
      block?.focus({ preventScroll: true });
    }, constants.HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [page, hash]);

  return (
    <>
      <Section title={t('title')} subtitle={t('subtitle')} headingLevel={1}>
        <TextSection
          id="company"
          title={t('company.title')}
          paragraphs={[t('company.p1'), t('company.p2'), t('company.p3'), t('company.p4')]}
        />
      </Section>
      <Section tone="muted" aria-label={`${t('vision.title')}, ${t('mission.title')}`}>
        <div className={styles.pillars}>
          {pillars.map(({ id, icon }) => (
            <TextSection
              key={id}
              id={id}
              variant="card"
              className={styles.pillar}
              icon={icon}
              title={t(`${id}.title`)}
              paragraphs={[t(`${id}.text`)]}
              // /mission and /vision move focus to their block.
              tabIndex={id === 'purpose' ? undefined : -1}
            />
          ))}
        </div>
      </Section>
      <Section title={t('stats.title')} centered>
        <StatCounters
          items={company.stats.map((s) => ({
            value: s.value,
            suffix: s.suffix,
            label: t(`stats.${s.id}`),
          }))}
          threshold={constants.COUNTER_VISIBILITY_THRESHOLD}
          duration={constants.COUNTER_DURATION_MS}
          stagger={[...constants.COUNTER_STAGGER_MS]}
          format={(value) => numberFormat.format(value)}
        />
      </Section>
      <Section title={t('values.title')} tone="muted">
        <ValueCards
          items={(['quality', 'partnership', 'innovation'] as const).map((id) => ({
            icon: id,
            title: t(`values.${id}.title`),
            text: t(`values.${id}.text`),
          }))}
        />
      </Section>
    </>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
