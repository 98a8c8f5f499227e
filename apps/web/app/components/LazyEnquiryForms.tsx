// The enquiry forms as the pages place them: server HTML at once, their code (the form logic, the
// enquiry library) only when the visitor comes near the form, touches it, or has a draft to see.
// Text typed before the code arrives is kept (the form takes it over when it hydrates) and the
// submit button stays disabled until then, so nothing can be sent natively or lost.
import { Suspense } from 'react';
import { draftKey } from '../enquiry/draft-key';
import { lazyWhenNeeded } from '../lib/when-needed';

function hasDraft(kind: 'contact' | 'short'): boolean {
  try {
    return sessionStorage.getItem(draftKey(kind)) !== null;
  } catch {
    return false;
  }
}

const slot = (kind: 'contact' | 'short') => `[data-enquiry="${kind}"]`;

const Contact = lazyWhenNeeded<object>(
  slot('contact'),
  () => import('./EnquiryForms').then((m) => ({ default: m.ContactEnquiry })),
  () => hasDraft('contact'),
);
const Short = lazyWhenNeeded<object>(
  slot('short'),
  () => import('./EnquiryForms').then((m) => ({ default: m.ShortEnquiry })),
  () => hasDraft('short'),
);

export function ContactEnquiry() {
  return (
    <div data-enquiry="contact">
      <Suspense fallback={null}>
        <Contact />
      </Suspense>
    </div>
  );
}

export function ShortEnquiry() {
  return (
    <div data-enquiry="short">
      <Suspense fallback={null}>
        <Short />
      </Suspense>
    </div>
  );
}
