// The form of a kind of the site's own (`enquiry.forms` of its config) as its page places it, like
// the kit's two forms (LazyEnquiryForms.tsx): server HTML at once, its code when the visitor comes
// near the form, touches it, or has a draft to see. On its own so the kit's pages stay as they are.
import { Suspense } from 'react';
import { site } from '../site-config';
import { lazyWhenNeeded } from '../lib/when-needed';
import { hasDraft } from './LazyEnquiryForms';

// One slot for every kind (a page has one form; the code is the same): it loads at once when a
// draft of any of the site's kinds waits to be shown.
const Form = lazyWhenNeeded<{ kind: string }>(
  '[data-enquiry-page]',
  () => import('./EnquiryForms').then((m) => ({ default: m.KindEnquiry })),
  () => Object.keys(site.enquiry.forms).some(hasDraft),
);

/** The form of `kind`, a kind of the site's own, in its lazily loaded slot. */
export function KindEnquiry({ kind }: { kind: string }) {
  return (
    <div data-enquiry={kind} data-enquiry-page="">
      <Suspense fallback={null}>
        <Form kind={kind} />
      </Suspense>
    </div>
  );
}
