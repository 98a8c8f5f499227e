// The enquiry forms as the pages place them: server HTML at once, their code (the form logic, the
// enquiry library) only when the visitor comes near the form, touches it, or has a draft to see.
// Text typed before the code arrives is kept (the form takes it over when it hydrates) and the
// submit button stays disabled until then, so nothing can be sent natively or lost.
// The forms' CSS comes with each page that places them (the forms' HTML is prerendered).
import { Suspense } from 'react';
import { draftKey } from '../enquiry/draft-key';
import { quoteKeyOf } from '../pages/product/quote-param';
import { lazyWhenNeeded } from '../lib/when-needed';

type Kind = 'contact' | 'short';

/** Whether the form of `kind` has a saved draft (then its code loads at once, to show it). */
export function hasDraft(kind: string): boolean {
  try {
    return sessionStorage.getItem(draftKey(kind)) !== null;
  } catch {
    return false;
  }
}

/** A quote request in the address (`?urun=` / `?product=`): its product goes into the draft now. */
function asksForQuote(): boolean {
  return typeof location !== 'undefined' && quoteKeyOf(location.search) !== null;
}

/** The form of `kind` in a slot its code waits for (see lib/when-needed.ts). */
function lazyEnquiry(kind: Kind, name: 'ContactEnquiry' | 'ShortEnquiry') {
  const Form = lazyWhenNeeded<object>(
    `[data-enquiry="${kind}"]`,
    () =>
      Promise.all([
        import('./EnquiryForms'),
        // The form's texts (form-texts.ts) come beside its code, not after it; loaded from here
        // rather than imported, so no page's first load carries their loaders. A failure shows
        // where the form reads them.
        typeof document === 'undefined'
          ? null
          : import('./form-texts')
              .then((m) => m.loadFormTexts(document.documentElement.lang, kind))
              .catch(() => undefined),
      ]).then(([m]) => ({ default: m[name] })),
    () => hasDraft(kind) || (kind === 'contact' && asksForQuote()),
  );
  return function LazyEnquiry() {
    return (
      <div data-enquiry={kind}>
        <Suspense fallback={null}>
          <Form />
        </Suspense>
      </div>
    );
  };
}

export const ContactEnquiry = lazyEnquiry('contact', 'ContactEnquiry');
export const ShortEnquiry = lazyEnquiry('short', 'ShortEnquiry');
