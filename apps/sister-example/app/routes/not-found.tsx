import { siteConstants } from '@defne/content/core';
import { ButtonLink, NotFoundGraphic, Section } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink, loadInPreferredLanguage, routeMeta } from '@defne/site';
import { site } from '../site.server';

// Prerendered once at /404; the static server answers every unknown path with it and status 404.
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
  const navigate = useNavigate();
  return (
    <Section title={t('title')} subtitle={t('message')} headingLevel={1} centered width="narrow">
      <NotFoundGraphic
        label={t('graphicLabel')}
        duration={siteConstants.NOT_FOUND_REDIRECT_MS}
        onDone={() => void navigate('/')}
      />
      <ButtonLink href="/" variant="secondary" linkComponent={RouterLink}>
        {t('backHome')}
      </ButtonLink>
    </Section>
  );
}
