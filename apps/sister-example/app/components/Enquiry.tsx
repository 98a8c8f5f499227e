import { siteConstants } from '@defne/content/core';
import { ContactForm, ShortForm } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { company } from '../../content';
import { sendEnquiry, type EnquiryKind } from '../lib/enquiry';

type Field = 'name' | 'email' | 'company' | 'message' | 'nameCompany' | 'phone';
const fields: Field[] = ['name', 'email', 'company', 'message', 'nameCompany', 'phone'];

function useFormProps(kind: EnquiryKind) {
  const { t } = useTranslation('forms');
  const labels = Object.fromEntries(fields.map((f) => [f, t(`fields.${f}.label`)])) as Record<
    Field,
    string
  >;
  const placeholders = Object.fromEntries(
    fields.map((f) => [f, t(`fields.${f}.placeholder`)]),
  ) as Record<Field, string>;
  return {
    texts: {
      labels,
      placeholders,
      optional: t('optional'),
      requiredHint: t('requiredLabel'),
      submit: t('submit'),
      submitting: t('submitting'),
      successTitle: t(`${kind}.successTitle`),
      successMessage: t(`${kind}.successMessage`),
      errorMessage: t(`${kind}.errorMessage`),
      retry: t('retry'),
    },
    messages: {
      required: {
        name: t('validation.nameRequired'),
        nameCompany: t('validation.nameRequired'),
        email: t('validation.emailRequired'),
        message: t('validation.messageRequired'),
      },
      invalidEmail: t('validation.emailInvalid'),
      tooLong: (max: number) => t('validation.tooLong', { max }),
    },
    errorDetail: () => t('failure'),
    fallback: { label: t('sendByEmail'), href: company.emailHref },
    notice: <p>{t('notice')}</p>,
    honeypot: { name: 'website', label: t('honeypotLabel') },
    maxLengths: siteConstants.FIELD_MAX_LENGTH,
    successDuration: siteConstants.SUCCESS_MESSAGE_HIDE_MS,
    rows: siteConstants.TEXTAREA_ROWS,
  };
}

export function ContactEnquiry() {
  const props = useFormProps('contact');
  return <ContactForm {...props} send={(values) => sendEnquiry('contact', values)} />;
}

export function QuoteEnquiry() {
  const props = useFormProps('short');
  return <ShortForm {...props} send={(values) => sendEnquiry('short', values)} />;
}
