import { company, constants, pagePath, toLang } from '@defne/content';
import { ContactForm, ShortForm } from '@defne/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EnquiryError,
  FIELD_MAX_LENGTH,
  enquiryMailto,
  loadDraft,
  saveDraft,
  sendEnquiry,
  validateEnquiry,
  type EnquiryKind,
  type FieldError,
} from '../enquiry';
import { RouterLink, useHydrated } from '@defne/site';

type Field = 'name' | 'email' | 'company' | 'message' | 'nameCompany' | 'phone';

function useEnquiryTexts(kind: EnquiryKind) {
  const { t, i18n } = useTranslation(['forms', 'common']);
  const lang = toLang(i18n.language);
  const fields: Field[] = ['name', 'email', 'company', 'message', 'nameCompany', 'phone'];
  const labels = Object.fromEntries(fields.map((f) => [f, t(`forms:fields.${f}.label`)])) as Record<
    Field,
    string
  >;
  const placeholders = Object.fromEntries(
    fields.map((f) => [f, t(`forms:fields.${f}.placeholder`)]),
  ) as Record<Field, string>;
  const texts = {
    labels,
    placeholders,
    optional: t('forms:optional'),
    requiredHint: t('forms:requiredLabel'),
    submit: t('forms:submit'),
    submitting: t('forms:submitting'),
    successTitle: t(`forms:${kind}.successTitle`),
    successMessage: t(`forms:${kind}.successMessage`),
    errorMessage: t(`forms:${kind}.errorMessage`),
    retry: t('forms:retry'),
  };
  const tooLong: Record<Field, string> = {
    name: 'forms:validation.nameTooLong',
    nameCompany: 'forms:validation.nameTooLong',
    company: 'forms:validation.companyTooLong',
    email: 'forms:validation.emailTooLong',
    phone: 'forms:validation.phoneTooLong',
    message: 'forms:validation.messageTooLong',
  };
  const messages = {
    required: {
      name: t('forms:validation.nameRequired'),
      nameCompany: t('forms:validation.nameRequired'),
      email: t('forms:validation.emailRequired'),
      message: t('forms:validation.messageRequired'),
    },
    invalidEmail: t('forms:validation.emailInvalid'),
    // The keys are typed; the message takes the field's own maximum.
    tooLong: (max: number, field: string) =>
      t(tooLong[field as Field] as 'forms:validation.nameTooLong', { max }),
  };
  // The form checks with the rules sendEnquiry applies (sanitised values, lengths in characters,
  // the stricter e-mail pattern): anything it lets through is sent, anything refused shows on its field.
  const messageFor = (field: Field, error: FieldError) =>
    error.code === 'required'
      ? (messages.required[field as keyof typeof messages.required] ?? '')
      : error.code === 'invalidEmail'
        ? messages.invalidEmail
        : messages.tooLong(error.max ?? FIELD_MAX_LENGTH[field], field);
  const validate = (values: Record<string, string>) => {
    const result = validateEnquiry(kind, values as never);
    if (result.ok) return {};
    return Object.fromEntries(
      Object.entries(result.errors as Partial<Record<Field, FieldError>>).map(([field, error]) => [
        field,
        messageFor(field as Field, error as FieldError),
      ]),
    );
  };
  const errorDetail = (error: unknown) => {
    if (!(error instanceof EnquiryError)) return t('forms:failure.provider');
    const kind = error.kind === 'invalid' ? 'provider' : error.kind;
    return t(`forms:failure.${kind}`);
  };
  const fallback = (values: Record<string, string>) => ({
    label: t('forms:sendByEmail'),
    href: enquiryMailto(kind, values as never, {
      to: company.email,
      subject: t('forms:mailtoSubject'),
      labels,
    }),
  });
  const notice = (
    <>
      {t('forms:privacyNotice.before')}
      <RouterLink href={pagePath('privacy', lang)} to={pagePath('privacy', lang)}>
        {t('forms:privacyNotice.link')}
      </RouterLink>
      {t('forms:privacyNotice.after')}
    </>
  );
  return { t, texts, messages, validate, errorDetail, fallback, notice };
}

/** The saved draft, read after hydration so the first render matches the prerendered HTML. */
function useDraft(formId: string) {
  const hydrated = useHydrated();
  return useMemo(
    () => (hydrated ? ((loadDraft(formId) as Record<string, string> | null) ?? {}) : null),
    [hydrated, formId],
  );
}

const HONEYPOT_NAME = 'website';

/** Keeps the non-empty values of `typed` over a stored draft (text typed before the draft was read). */
function mergeOverDraft(kind: EnquiryKind, typed: Record<string, string>): Record<string, string> {
  const stored = (loadDraft(kind) as Record<string, string> | null) ?? {};
  const filled = Object.fromEntries(Object.entries(typed).filter(([, v]) => v !== ''));
  return { ...stored, ...filled };
}

/** Everything both forms share: texts, limits, draft, sending, failure detail and fallback. */
function useEnquiryForm(kind: EnquiryKind) {
  const { t, texts, messages, validate, errorDetail, fallback, notice } = useEnquiryTexts(kind);
  const draft = useDraft(kind);
  return {
    // The draft is read after hydration; the form fills its still-empty fields from it, without a
    // remount, so text typed meanwhile and the focus stay.
    restoreValues: draft,
    // Until the draft is read, an edit (text typed before hydration) is merged over the stored draft.
    onChange: (values: Record<string, string>) =>
      saveDraft(kind, draft === null ? mergeOverDraft(kind, values) : values),
    send: async (values: Record<string, string>) => {
      await sendEnquiry(kind, values as never, {
        formId: kind,
        notSpecified: t('forms:notSpecified'),
      });
    },
    texts,
    messages,
    validate,
    maxLengths: FIELD_MAX_LENGTH,
    successDuration: constants.SUCCESS_MESSAGE_HIDE_MS,
    rows: constants.TEXTAREA_ROWS,
    honeypot: { name: HONEYPOT_NAME, label: t('forms:honeypotLabel') },
    errorDetail,
    fallback,
    notice,
  };
}

export function ContactEnquiry() {
  return <ContactForm {...useEnquiryForm('contact')} />;
}

export function ShortEnquiry() {
  return <ShortForm {...useEnquiryForm('short')} />;
}
