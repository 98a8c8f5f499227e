import { company } from '../content.server';
import { Section, TextSection } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { headFor, pick, routeOf } from '../site.server';
import { routeMeta } from '@defne/site';
import styles from './privacy.module.css';
import { PRIVACY_BLOCKS, PRIVACY_RIGHTS } from '../pages/privacy-sections';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  return {
    head: headFor(match.path),
    resources: pick(lang, ['privacy']),
    legalName: company.legalName,
  };
}

export const meta = routeMeta;

const blocks = PRIVACY_BLOCKS;
const rights = PRIVACY_RIGHTS;

export default function Privacy() {
  const { t } = useTranslation('privacy');
  const values = { legalName: useLoaderData<typeof loader>().legalName };
  return (
    <Section title={t('title')} subtitle={t('subtitle')} headingLevel={1} width="narrow">
      <p className={styles.updated}>{t('lastUpdated')}</p>
      <p className={styles.intro}>{t('intro', values)}</p>
      {blocks.map((id) => (
        <TextSection
          key={id}
          id={id}
          title={t(`${id}.title`)}
          paragraphs={[t(`${id}.text`, values)]}
        />
      ))}
      <TextSection id="rights" title={t('rights.title')} paragraphs={[t('rights.intro')]}>
        <ul>
          {rights.map((id) => (
            <li key={id}>{t(`rights.items.${id}`)}</li>
          ))}
        </ul>
      </TextSection>
      <TextSection id="apply" title={t('apply.title')} paragraphs={[t('apply.text', values)]} />
    </Section>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
