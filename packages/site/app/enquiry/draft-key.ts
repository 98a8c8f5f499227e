// The sessionStorage key of a form's draft: on its own so the page can tell whether a draft
// exists without loading the draft code (components/LazyEnquiryForms.tsx).
export const DRAFT_KEY_PREFIX = 'defne:enquiry-draft:';

export function draftKey(formId: string): string {
  return DRAFT_KEY_PREFIX + formId;
}
