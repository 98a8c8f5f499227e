import {
  ENQUIRY_ENV,
  EMAILJS_ORIGIN,
  LOCAL_OUTBOX_ORIGIN,
  localTemplateId,
  namedOrKitTarget,
  type EnquiryTarget,
  type EnvLike,
} from '@defne/site/enquiry-env';
import type { EnquiryKind, FormKind } from '@defne/site/enquiry-fields';

export interface EnquiryConfig {
  target: EnquiryTarget;
  publicKey: string;
  serviceId: string;
  /** The template of each form kind: the kit's two, and the site's own kinds' (`enquiry.forms`). */
  templates: Record<EnquiryKind, string> & Record<string, string>;
  /** Where @emailjs/browser posts /api/v1.0/email/send. */
  origin: string;
  /** The `to_email` template param; the app may pass company.email instead (sendEnquiry's toEmail). */
  toEmail: string | undefined;
}

/** The local outbox's defaults (@defne/outbox): what `pnpm start`, dev and the tests use. */
export const LOCAL_ENQUIRY_CONFIG: EnquiryConfig = Object.freeze({
  target: 'local',
  publicKey: 'local-public-key',
  serviceId: 'local-service',
  templates: Object.freeze({ contact: 'contact-form', short: 'short-form' }),
  origin: LOCAL_OUTBOX_ORIGIN,
  toEmail: undefined,
});

function read(env: EnvLike, name: string): string | undefined {
  const v = env[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

function viteEnv(): EnvLike {
  // Each variable is spelled out so Vite replaces it statically; an esbuild bundle (the outbox's test
  // harness) has no import.meta.env at all.
  if (!import.meta.env) return {};
  return {
    VITE_ENQUIRY_TARGET: import.meta.env.VITE_ENQUIRY_TARGET,
    VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
    VITE_EMAILJS_CONTACT_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_CONTACT_TEMPLATE_ID,
    VITE_EMAILJS_SHORT_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_SHORT_TEMPLATE_ID,
    VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
    VITE_ENQUIRY_TO_EMAIL: import.meta.env.VITE_ENQUIRY_TO_EMAIL,
  };
}

/**
 * The templates of the site's own form kinds, as the vite plugin fixed them in the bundle
 * (`assertEnquiryConfig`); none in a build without such kinds.
 */
function formTemplates(): Record<string, string> {
  if (!import.meta.env) return {};
  return (import.meta.env.DEFNE_FORM_TEMPLATES as Record<string, string> | undefined) ?? {};
}

/**
 * The enquiry configuration the bundle was built with. For the local target each missing value takes
 * the local outbox default; for EmailJS the vite plugin has already refused a build with a gap.
 * `forms`: the templates of the site's own form kinds, by kind.
 */
export function readEnquiryConfig(
  env: EnvLike = viteEnv(),
  forms: Readonly<Record<string, string>> = formTemplates(),
): EnquiryConfig {
  const target = namedOrKitTarget(env);
  const base: EnquiryConfig =
    target === 'local'
      ? LOCAL_ENQUIRY_CONFIG
      : {
          target,
          publicKey: '',
          serviceId: '',
          templates: { contact: '', short: '' },
          origin: EMAILJS_ORIGIN,
          toEmail: undefined,
        };
  return {
    target,
    publicKey: read(env, ENQUIRY_ENV.publicKey) ?? base.publicKey,
    serviceId: read(env, ENQUIRY_ENV.serviceId) ?? base.serviceId,
    templates: {
      ...forms,
      contact: read(env, ENQUIRY_ENV.contactTemplateId) ?? base.templates.contact,
      short: read(env, ENQUIRY_ENV.shortTemplateId) ?? base.templates.short,
    },
    origin: (read(env, ENQUIRY_ENV.origin) ?? base.origin).replace(/\/+$/, ''),
    toEmail: read(env, ENQUIRY_ENV.toEmail) ?? base.toEmail,
  };
}

/**
 * The template a form kind sends to: the configured one, else for the local target the outbox's
 * `{kind}-form`; '' (a send the provider refuses as invalid) for an EmailJS kind without one.
 */
export function templateOf(config: EnquiryConfig, kind: FormKind): string {
  return config.templates[kind] ?? (config.target === 'local' ? localTemplateId(kind) : '');
}
