import { company } from '../content.server';
import { ButtonLink, Section, ServiceBlocks } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ContactEnquiry } from '../forms/LazyEnquiryForms';
import { ContactSection, RouterLink, routeMeta } from '@defne/site';
import { headFor, pick, pickPart, routeOf, server } from '../site.server';
import styles from './contact.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  return {
    lang,
    head: headFor(match.path),
    // A quote request (`?urun=` / `?product=`, D17) names its product, sector and page in the
    // form's message (EnquiryForms.tsx): the site's origin here; the product names and the
    // message's text come with the form's texts (forms/form-texts.ts).
    origin: server.origin,
    // The business hours are no frame text: the root's data leaves them out.
    resources: { ...pick(lang, ['contact']), ...pickPart(lang, 'common', ['businessHours']) },
    // What the contact section shows of the company, and no more of its record.
    company: {
      email: company.email,
      emailHref: company.emailHref,
      phone: company.phone,
      phoneHref: company.phoneHref,
      whatsapp: company.whatsapp,
      whatsappHref: company.whatsappHref,
      linkedin: company.linkedin,
      address: company.address,
      mapsUrl: company.mapsUrl,
    },
  };
}

export const meta = routeMeta;

const services = [
  { id: 'customs', icon: 'document' },
  { id: 'import', icon: 'globe' },
  { id: 'export', icon: 'truck' },
  { id: 'storage', icon: 'warehouse' },
] as const;

export default function Contact() {
  const { lang, company } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation(['contact', 'common']);
  return (
    <>
      <ContactSection lang={lang} company={company} form={<ContactEnquiry />} />
      {/* The company's services, when its texts describe them (`contact.services`). */}
      {i18n.exists('contact:services.title') ? (
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
              {t(['contact:backHome', 'common:backHome'])}
            </ButtonLink>
          </div>
        </Section>
      ) : null}
    </>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
