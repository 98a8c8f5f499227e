import type { EnquiryKind } from '@defne/site';

/**
 * Where the forms post: an EmailJS-compatible endpoint (build-time `VITE_EMAILJS_ORIGIN`, by
 * default the local outbox of `@defne/outbox` on port 4184). The body is EmailJS's JSON shape.
 */
const endpoint = `${import.meta.env.VITE_EMAILJS_ORIGIN ?? 'http://127.0.0.1:4184'}/api/v1.0/email/send`;
const publicKey = import.meta.env.VITE_ENQUIRY_PUBLIC_KEY ?? 'local-public-key';
const serviceId = import.meta.env.VITE_ENQUIRY_SERVICE ?? 'local-service';
const templates: Record<EnquiryKind, string> = { contact: 'contact-form', short: 'short-form' };

/** Posts one enquiry; rejects on any answer but 200 so the form shows its error and retry. */
export async function sendEnquiry(kind: EnquiryKind, values: Record<string, string>) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lib_version: 'defne-sister-1',
      user_id: publicKey,
      service_id: serviceId,
      template_id: templates[kind],
      template_params: { ...values, site: 'defne-ambalaj', page: window.location.pathname },
    }),
  });
  if (!response.ok) throw new Error(`enquiry ${kind}: ${response.status}`);
}
