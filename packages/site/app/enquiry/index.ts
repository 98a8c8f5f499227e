export { readEnquiryConfig, templateOf, LOCAL_ENQUIRY_CONFIG, type EnquiryConfig } from './config';
export {
  assertEnquiryConfig,
  enquiryTarget,
  EnquiryConfigError,
  ENQUIRY_ENV,
  localTemplateId,
  templateVariable,
  type EnquiryTarget,
} from '@defne/site/enquiry-env';
export { clearDraft, draftNonce, loadDraft, saveDraft, type DraftValues } from './draft';
export {
  FIELD_MAX_LENGTH,
  FIELDS,
  REQUIRED_FIELDS,
  type ContactValues,
  fieldRules,
  isStandardKind,
  rulesOf,
  type EnquiryFieldSpec,
  type EnquiryKind,
  type EnquiryValues,
  type FieldRule,
  type FormKind,
  type ShortValues,
} from '@defne/site/enquiry-fields';
export { buildMailto, enquiryMailto, MAILTO_MAX_LENGTH, type EnquiryMailtoOptions } from './mailto';
export {
  classifyFailure,
  DEFAULT_THROTTLE_MS,
  DEFAULT_TIMEOUT_MS,
  EnquiryError,
  isSending,
  sendEnquiry,
  type EnquiryFailureKind,
  type EnquirySent,
  type SendEnquiryOptions,
} from './send';
export {
  sanitizeEnquiry,
  validateEnquiry,
  type FieldError,
  type FieldErrorCode,
  type FieldErrors,
} from './validate';
