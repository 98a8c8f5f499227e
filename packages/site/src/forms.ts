import { useTranslation } from 'react-i18next';

/** The two enquiry forms of a group site: the contact page's and the home page's short one. */
export type EnquiryKind = 'contact' | 'short';
export type EnquiryField = 'name' | 'email' | 'company' | 'message' | 'nameCompany' | 'phone';
/** Why a send failed, as the forms tell the visitor. */
export type FailureKind =
  'offline' | 'unreachable' | 'throttled' | 'blocked' | 'provider' | 'timeout';

const fields: EnquiryField[] = ['name', 'email', 'company', 'message', 'nameCompany', 'phone'];
const tooLongKey: Record<EnquiryField, string> = {
  name: 'nameTooLong',
  nameCompany: 'nameTooLong',
  company: 'companyTooLong',
  email: 'emailTooLong',
  phone: 'phoneTooLong',
  message: 'messageTooLong',
};

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Every text of an enquiry form of `@defne/ui` (`ContactForm`, `ShortForm`) from the `forms`
 * namespace: labels, placeholders, buttons, success and error messages, validation messages
 * (each field's own "too long" with its limit), failure details, the honeypot's label and the
 * privacy notice's parts.
 */
export function useEnquiryFormTexts(kind: EnquiryKind) {
  const t = useTranslation('forms').t as unknown as T;
  const labels = Object.fromEntries(fields.map((f) => [f, t(`fields.${f}.label`)])) as Record<
    EnquiryField,
    string
  >;
  const placeholders = Object.fromEntries(
    fields.map((f) => [f, t(`fields.${f}.placeholder`)]),
  ) as Record<EnquiryField, string>;
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
      tooLong: (max: number, field: string) =>
        t(`validation.${tooLongKey[field as EnquiryField] ?? 'messageTooLong'}`, { max }),
    },
    failure: (why: FailureKind) => t(`failure.${why}`),
    honeypotLabel: t('honeypotLabel'),
    sendByEmail: t('sendByEmail'),
    mailtoSubject: t('mailtoSubject'),
    notSpecified: t('notSpecified'),
    privacyNotice: {
      before: t('privacyNotice.before'),
      link: t('privacyNotice.link'),
      after: t('privacyNotice.after'),
    },
  };
}
