import { siteConstants } from '@defne/content/core';
import { ButtonLink, NotFoundGraphic, Section } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink } from '../components/RouterLink';
import { headsFor } from '../seo/head.server';
import { routeMeta } from '../seo/meta';

// Prerendered once at /404; the static server answers every unknown path with it and status 404.
export async function loader() {
  return { heads: headsFor('/404', { notFound: true }) };
}

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
