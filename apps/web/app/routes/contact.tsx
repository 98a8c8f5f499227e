import { company, formatAddress } from '@defne/content';
import { ButtonLink, ContactDetails, Section, ServiceBlocks } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ContactEnquiry } from '../components/LazyEnquiryForms';
import { RouterLink, routeMeta } from '@defne/site';
import { headFor, pick, routeOf } from '../site.server';
import styles from './contact.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  return { lang, head: headFor(match.path), resources: pick(lang, ['contact', 'forms']) };
}

export const meta = routeMeta;

const services = [
  { id: 'customs', icon: 'document' },
  { id: 'import', icon: 'globe' },
  { id: 'export', icon: 'truck' },
  { id: 'storage', icon: 'warehouse' },
] as const;

export default function Contact() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['contact', 'common']);
  return (
    <>
      <Section title={t('contact:title')} subtitle={t('contact:subtitle')} headingLevel={1}>
        <div className={styles.layout}>
          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className={styles.heading}>
              {t('contact:details.title')}
            </h2>
            <ContactDetails
              items={[
                {
                  icon: 'mail',
                  label: t('contact:details.email'),
                  value: company.email,
                  href: company.emailHref,
                },
                {
                  icon: 'phone',
                  label: t('contact:details.phone'),
                  value: company.phone,
                  href: company.phoneHref,
                },
                {
                  icon: 'whatsapp',
                  label: t('contact:details.whatsapp'),
                  value: company.whatsapp,
                  href: company.whatsappHref,
                  external: true,
                },
                {
                  icon: 'linkedin',
                  label: t('contact:details.linkedin'),
                  value: company.linkedin.replace(/^https:\/\/(www\.)?/, ''),
                  href: company.linkedin,
                  external: true,
                },
                {
                  icon: 'map-pin',
                  label: t('contact:details.address'),
                  value: formatAddress(lang),
                  href: company.mapsUrl,
                  linkText: t('contact:details.openMap'),
                  external: true,
                },
              ]}
            />
            <p className={styles.hours}>
              {t('common:businessHours.label')}:{' '}
              <span className={styles.nowrap}>{t('common:businessHours.value')}</span>
            </p>
          </section>
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.heading}>
              {t('contact:form.title')}
            </h2>
            <p className={styles.lead}>{t('contact:form.subtitle')}</p>
            <ContactEnquiry />
          </section>
        </div>
      </Section>
      <Section title={t('contact:services.title')} tone="muted">
        <ServiceBlocks
          items={services.map(({ id, icon }) => ({
            icon,
            title: t(`contact:services.${id}.title`),
            text: t(`contact:services.${id}.text`),
          }))}
        />
        <div className={styles.backHome}>
          <ButtonLink href="/" variant="secondary" linkComponent={RouterLink}>
            {t('contact:backHome')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
