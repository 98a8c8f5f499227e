import { addressLine } from '@defne/content/core';
import { ContactDetails, Section } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { company } from '../../content';
import { ContactEnquiry } from '../components/Enquiry';
import { routeMeta } from '@defne/site';
import { site } from '../site.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, path } = site.routeOf(request);
  return { lang, head: site.headFor(path), resources: site.pick(lang, ['contact', 'forms']) };
}

export const meta = routeMeta;

export default function Contact() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['contact', 'common']);
  return (
    <Section title={t('contact:title')} subtitle={t('contact:subtitle')} headingLevel={1}>
      <div className="two-columns">
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('contact:details.title')}</h2>
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
                icon: 'map-pin',
                label: t('contact:details.address'),
                value: addressLine(company.address, lang),
                href: company.mapsUrl,
                linkText: t('contact:details.openMap'),
                external: true,
              },
            ]}
          />
          <p>
            {t('common:businessHours.label')}: {t('common:businessHours.value')}
          </p>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact:form.title')}</h2>
          <p>{t('contact:form.subtitle')}</p>
          <ContactEnquiry />
        </section>
      </div>
    </Section>
  );
}
