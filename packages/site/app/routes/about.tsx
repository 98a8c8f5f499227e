import { constants } from '../site-config';
import { stats, suppliers } from '../content.server';
import { Section, StatCounters, SupplierCard, TextSection, ValueCards } from '@defne/ui';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { headFor, pick, routeOf } from '../site.server';
import { prefersReducedMotion, routeMeta } from '@defne/site';
import styles from './about.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const page = match.kind === 'page' ? match.page : 'about';
  const { about } = pick(match.lang, ['about']);
  // The suppliers' texts come too when the page lists them (a site with no suppliers page).
  const namespaces = about.suppliers ? ['about', 'suppliers'] : ['about'];
  return {
    page,
    head: headFor(match.path),
    resources: pick(match.lang, namespaces),
    stats: stats.map(({ id, value, suffix }) => ({ id, value, suffix })),
    suppliers: about.suppliers ? suppliers.map(({ id, name }) => ({ id, name })) : [],
  };
}

export const meta = routeMeta;

const anchors = ['mission', 'vision'] as const;
const pillars = [
  { id: 'vision', icon: 'globe' },
  { id: 'mission', icon: 'check' },
  { id: 'purpose', icon: 'arrow-right' },
] as const;

export default function About() {
  const { page, stats, suppliers } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('about');
  const { hash } = useLocation();
  // The page's language's digits (without grouping, the same in Turkish and English).
  const numberFormat = new Intl.NumberFormat(i18n.language, {
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

  const has = (key: string) => i18n.exists(`about:${key}`);
  const paragraphs = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']
    .filter((p) => has(`company.${p}`))
    .map((p) => t(`company.${p}`));
  type Tone = 'muted' | undefined;
  // The blocks the site's texts (and config) have, in order, with alternating backgrounds.
  const blocks: { id: string; render: (tone: Tone) => ReactNode }[] = [
    {
      id: 'company',
      render: (tone) => (
        <Section title={t('title')} subtitle={t('subtitle')} headingLevel={1} tone={tone}>
          <TextSection id="company" title={t('company.title')} paragraphs={paragraphs} />
        </Section>
      ),
    },
  ];
  const shownPillars = pillars.filter(({ id }) => has(`${id}.title`));
  if (shownPillars.length)
    blocks.push({
      id: 'pillars',
      render: (tone) => (
        <Section tone={tone} aria-label={shownPillars.map(({ id }) => t(`${id}.title`)).join(', ')}>
          <div className={styles.pillars}>
            {shownPillars.map(({ id, icon }) => (
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
      ),
    });
  if (stats.length)
    blocks.push({
      id: 'stats',
      render: (tone) => (
        <Section title={t('stats.title')} centered tone={tone}>
          <StatCounters
            items={stats.map((s) => ({
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
      ),
    });
  if (has('values.title'))
    blocks.push({
      id: 'values',
      render: (tone) => (
        <Section title={t('values.title')} tone={tone}>
          <ValueCards
            items={(['quality', 'partnership', 'innovation'] as const).map((id) => ({
              icon: id,
              title: t(`values.${id}.title`),
              text: t(`values.${id}.text`),
            }))}
          />
        </Section>
      ),
    });
  // A site with no suppliers page shows its suppliers here (its texts' `about.suppliers`).
  if (has('suppliers.title') && suppliers.length)
    blocks.push({
      id: 'suppliers',
      render: (tone) => (
        <Section title={t('suppliers.title')} subtitle={t('suppliers.subtitle')} tone={tone}>
          <ul className={styles.suppliers} data-testid="suppliers">
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
      ),
    });

  return (
    <>
      {blocks.map((block, i) => (
        <Fragment key={block.id}>{block.render(i % 2 === 1 ? 'muted' : undefined)}</Fragment>
      ))}
    </>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
