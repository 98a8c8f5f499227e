import { constants, pagePath, toLang } from '@defne/content';
import { NotFoundGraphic, Section } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink, loadInPreferredLanguage, routeMeta } from '@defne/site';
import { headsFor, pick } from '../site.server';
import styles from './not-found.module.css';

// Prerendered once at /404 (Turkish); servers answer every unknown path with it and status 404.
// In the browser it then shows the visitor's language, like '/'.
export async function loader() {
  return { heads: headsFor('/404', { notFound: true }), resources: pick('tr', ['notFound']) };
}

export const clientLoader = loadInPreferredLanguage<Awaited<ReturnType<typeof loader>>>;

export const meta = routeMeta;

const popular = ['sectors', 'about', 'contact'] as const;

export default function NotFound() {
  const { t, i18n } = useTranslation('notFound');
  const navigate = useNavigate();
  const lang = toLang(i18n.language);
  return (
    <Section title={t('title')} subtitle={t('message')} headingLevel={1} centered width="narrow">
      <div className={styles.body}>
        <NotFoundGraphic
          label={t('graphicLabel')}
          duration={constants.NOT_FOUND_REDIRECT_MS}
          onDone={() => void navigate('/')}
        />
        <p className={styles.hint}>{t('hint')}</p>
        <nav aria-labelledby="popular-pages" className={styles.popular}>
          <h2 id="popular-pages">{t('popular.title')}</h2>
          <ul>
            {popular.map((id) => (
              <li key={id}>
                <RouterLink href={pagePath(id, lang)} to={pagePath(id, lang)}>
                  {t(`popular.${id}`)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Section>
  );
}
