import { siteConstants } from '@defne/core';
import { useEnquiryFormTexts, type EnquiryKind } from '@defne/site';
import { ContactForm, ShortForm } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { company } from '../../content';
import { sendEnquiry } from '../lib/enquiry';

function useFormProps(kind: EnquiryKind) {
  const { t } = useTranslation('forms');
  const { texts, messages, failure, sendByEmail, honeypotLabel } = useEnquiryFormTexts(kind);
  return {
    texts,
    messages,
    errorDetail: () => failure('provider'),
    fallback: { label: sendByEmail, href: company.emailHref },
    notice: <p>{t('notice')}</p>,
    honeypot: { name: 'website', label: honeypotLabel },
    maxLengths: siteConstants.FIELD_MAX_LENGTH,
    successDuration: siteConstants.SUCCESS_MESSAGE_HIDE_MS,
    rows: siteConstants.TEXTAREA_ROWS,
    send: (values: Record<string, string>) => sendEnquiry(kind, values),
  };
}

export const ContactEnquiry = () => <ContactForm {...useFormProps('contact')} />;

export const QuoteEnquiry = () => <ShortForm {...useFormProps('short')} />;
