// `@defne/site/enquiry-env`: where the enquiry forms send, from the build's variables. Pure (no
// import.meta.env, no Vite): the kit's Vite plugin checks a build with it, and the pages' enquiry
// adapter (app/enquiry/config.ts) reads the same rule from this one compiled copy.

export type EnquiryTarget = 'local' | 'emailjs';

/** The build-time variables (Vite exposes VITE_* to the client bundle). */
export const ENQUIRY_ENV = {
  target: 'VITE_ENQUIRY_TARGET',
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  contactTemplateId: 'VITE_EMAILJS_CONTACT_TEMPLATE_ID',
  shortTemplateId: 'VITE_EMAILJS_SHORT_TEMPLATE_ID',
  origin: 'VITE_EMAILJS_ORIGIN',
  toEmail: 'VITE_ENQUIRY_TO_EMAIL',
} as const;

/** Must be set when the target is EmailJS; the origin defaults to EmailJS's own. */
export const REQUIRED_FOR_EMAILJS = [
  ENQUIRY_ENV.publicKey,
  ENQUIRY_ENV.serviceId,
  ENQUIRY_ENV.contactTemplateId,
  ENQUIRY_ENV.shortTemplateId,
] as const;

/**
 * The variable of a form kind's EmailJS template: `VITE_EMAILJS_{KIND}_TEMPLATE_ID`, the kind in
 * upper snake case (`sample_request` → `VITE_EMAILJS_SAMPLE_REQUEST_TEMPLATE_ID`).
 */
export function templateVariable(kind: string): string {
  return `VITE_EMAILJS_${kind.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_TEMPLATE_ID`;
}

/** A form kind's template at the local outbox (@defne/outbox): `{kind}-form`. */
export function localTemplateId(kind: string): string {
  return `${kind}-form`;
}

/** Any form's template variable, the kit's two and every site kind's (`templateVariable`). */
const TEMPLATE_VARIABLE = /^VITE_EMAILJS_[A-Z0-9_]+_TEMPLATE_ID$/;

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const LOCAL_OUTBOX_ORIGIN = 'http://127.0.0.1:4174';

export type EnvLike = Record<string, string | boolean | undefined>;

function value(env: EnvLike, name: string): string | undefined {
  const v = env[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/**
 * Where enquiries go: `VITE_ENQUIRY_TARGET` (or `ENQUIRY_TARGET`) when set; otherwise EmailJS as soon
 * as any VITE_EMAILJS_* key, service or template (of any form kind) is set (a half-configured build
 * is an error, not a silent fallback to the local outbox); otherwise the local outbox.
 */
export function enquiryTarget(env: EnvLike): EnquiryTarget {
  const target = namedOrKitTarget(env);
  if (target !== 'local' || named(env) !== undefined) return target;
  // The build fixes the target in the bundle: only the build looks for a form kind's template.
  return Object.keys(env).some((k) => TEMPLATE_VARIABLE.test(k) && value(env, k) !== undefined)
    ? 'emailjs'
    : 'local';
}

const named = (env: EnvLike) => value(env, ENQUIRY_ENV.target) ?? value(env, 'ENQUIRY_TARGET');

/**
 * `enquiryTarget` by the kit's own variables alone: what the bundle reads (its target is fixed by
 * the build, `assertEnquiryConfig`'s define, so a kind's template never decides it there).
 */
export function namedOrKitTarget(env: EnvLike): EnquiryTarget {
  const target = named(env);
  if (target !== undefined) {
    if (target !== 'local' && target !== 'emailjs') {
      throw new Error(`ENQUIRY_TARGET must be "local" or "emailjs", got "${target}"`);
    }
    return target;
  }
  return REQUIRED_FOR_EMAILJS.some((name) => value(env, name) !== undefined) ? 'emailjs' : 'local';
}

export class EnquiryConfigError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      `Enquiry forms: the EmailJS target needs ${missing.join(', ')} (missing). ` +
        "Set them in the environment or the site's .env.production, or build with ENQUIRY_TARGET=local " +
        'to send enquiries to the local outbox.',
    );
    this.name = 'EnquiryConfigError';
  }
}

/** The define that hands the client bundle the templates of a site's own form kinds. */
export const FORM_TEMPLATES_DEFINE = 'import.meta.env.DEFNE_FORM_TEMPLATES';

/**
 * Throws an EnquiryConfigError naming every missing variable when the build targets EmailJS
 * (see enquiryTarget) without its keys, the templates of the site's own form kinds (`kinds`,
 * `enquiry.forms` of its config) among them. Returns the target and the values the client bundle
 * must see: with form kinds, their templates (for the local target `{kind}-form` unless set).
 */
export function assertEnquiryConfig(
  env: EnvLike,
  _mode?: string,
  kinds: readonly string[] = [],
): { target: EnquiryTarget; define: Record<string, string> } {
  const target = enquiryTarget(env);
  const origin = value(env, ENQUIRY_ENV.origin);
  if (target === 'emailjs') {
    const missing = [...REQUIRED_FOR_EMAILJS, ...kinds.map(templateVariable)].filter(
      (name) => value(env, name) === undefined,
    );
    if (missing.length > 0) throw new EnquiryConfigError(missing);
    if (origin !== undefined && !/^https:\/\//.test(origin)) {
      throw new Error(
        `${ENQUIRY_ENV.origin} must be an https:// origin for the EmailJS target, got "${origin}"`,
      );
    }
  }
  return {
    target,
    define: {
      [`import.meta.env.${ENQUIRY_ENV.target}`]: JSON.stringify(target),
      [`import.meta.env.${ENQUIRY_ENV.origin}`]: JSON.stringify(
        origin ?? (target === 'emailjs' ? EMAILJS_ORIGIN : LOCAL_OUTBOX_ORIGIN),
      ),
      ...(kinds.length
        ? {
            [FORM_TEMPLATES_DEFINE]: JSON.stringify(
              Object.fromEntries(
                kinds.map((kind) => [
                  kind,
                  value(env, templateVariable(kind)) ?? localTemplateId(kind),
                ]),
              ),
            ),
          }
        : {}),
    },
  };
}
