import { addressLine, type CompanyFacts, type Lang } from '@defne/core';
import { ContactDetails, Section, type ContactDetail } from '@defne/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The company's facts the contact section shows (a page's loader hands over these alone). */
export type ContactFacts = Pick<
  CompanyFacts,
  | 'email'
  | 'emailHref'
  | 'phone'
  | 'phoneHref'
  | 'whatsapp'
  | 'whatsappHref'
  | 'linkedin'
  | 'address'
  | 'mapsUrl'
>;

export interface ContactSectionProps {
  lang: Lang;
  company: ContactFacts;
  /** The enquiry form, beside the details. */
  form: ReactNode;
  /** Also list the LinkedIn page. @default true */
  linkedin?: boolean;
}

type T = (key: string) => string;

/**
 * The contact page's first section: the company's e-mail, phone, WhatsApp, LinkedIn and address
 * (with a maps link) and business hours beside the enquiry form. Texts: `contact:title`,
 * `contact:subtitle`, `contact:details.*`, `contact:form.*`, `common:businessHours.*` (not among the
 * frame's texts: the page's loader brings it in its `resources`).
 */
export function ContactSection({ lang, company, form, linkedin = true }: ContactSectionProps) {
  const t = useTranslation(['contact', 'common']).t as unknown as T;
  const items: ContactDetail[] = [
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
  ];
  // A company without WhatsApp or LinkedIn (empty in its facts) gets no such line.
  if (company.whatsappHref) {
    items.push({
      icon: 'whatsapp',
      label: t('contact:details.whatsapp'),
      value: company.whatsapp,
      href: company.whatsappHref,
      external: true,
    });
  }
  if (linkedin && company.linkedin) {
    items.push({
      icon: 'linkedin',
      label: t('contact:details.linkedin'),
      value: company.linkedin.replace(/^https:\/\/(www\.)?/, ''),
      href: company.linkedin,
      external: true,
    });
  }
  items.push({
    icon: 'map-pin',
    label: t('contact:details.address'),
    value: addressLine(company.address, lang),
    href: company.mapsUrl,
    linkText: t('contact:details.openMap'),
    external: true,
  });
  return (
    <Section title={t('contact:title')} subtitle={t('contact:subtitle')} headingLevel={1}>
      <div className="contact-layout">
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="contact-heading">
            {t('contact:details.title')}
          </h2>
          <ContactDetails items={items} />
          <p className="contact-hours">
            {t('common:businessHours.label')}:{' '}
            <span className="nowrap">{t('common:businessHours.value')}</span>
          </p>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-heading">
            {t('contact:form.title')}
          </h2>
          <p className="contact-lead">{t('contact:form.subtitle')}</p>
          {form}
        </section>
      </div>
    </Section>
  );
}
