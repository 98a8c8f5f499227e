import '@defne/ui/Section/index.css';
import { Section } from '@defne/ui';
import { loadInPreferredLanguage, routeMeta } from '@defne/site';
import { useTranslation } from 'react-i18next';
import { site } from '../site.server';

export async function loader() {
  return {
    heads: site.headsFor('/404', { notFound: true }),
    resources: site.pick('tr', ['notFound']),
  };
}
export const clientLoader = loadInPreferredLanguage;
export const meta = routeMeta;

export default function NotFound() {
  const { t } = useTranslation('notFound');
  return <Section title={t('title')} subtitle={t('message')} headingLevel={1} centered />;
}
