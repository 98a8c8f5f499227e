// The forms' fields and limits are compiled with the kit (`@defne/site/enquiry-fields`), where the
// Vite plugin reads them too when it writes each form's texts module.
export * from '@defne/site/enquiry-fields';
