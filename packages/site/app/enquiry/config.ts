import {
  ENQUIRY_ENV,
  EMAILJS_ORIGIN,
  LOCAL_OUTBOX_ORIGIN,
  enquiryTarget,
  type EnquiryTarget,
  type EnvLike,
} from './config-check';
import type { EnquiryKind } from './limits';

export interface EnquiryConfig {
  target: EnquiryTarget;
  publicKey: string;
  serviceId: string;
  templates: Record<EnquiryKind, string>;
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
 * The enquiry configuration the bundle was built with. For the local target each missing value takes
 * the local outbox default; for EmailJS the vite plugin has already refused a build with a gap.
 */
export function readEnquiryConfig(env: EnvLike = viteEnv()): EnquiryConfig {
  const target = enquiryTarget(env);
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
      contact: read(env, ENQUIRY_ENV.contactTemplateId) ?? base.templates.contact,
      short: read(env, ENQUIRY_ENV.shortTemplateId) ?? base.templates.short,
    },
    origin: (read(env, ENQUIRY_ENV.origin) ?? base.origin).replace(/\/+$/, ''),
    toEmail: read(env, ENQUIRY_ENV.toEmail) ?? base.toEmail,
  };
}
