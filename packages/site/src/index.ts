/*
 * `@defne/site`: the React Router glue of a Defne group site, for the browser and the prerender.
 * It exports what the kit's own pages (app/, compiled by the site's Vite) and a page a site writes
 * itself (`pages` of its config) use: the document and root, the frame, the router link, the
 * error boundaries, the page parts a site's page may reuse, and the stores and hooks the pages
 * read. The language and theme stores' setters, i18next's setup and the route-change effects are
 * the root's business and stay inside. Build-time helpers are in `@defne/site/server`, the
 * prerender entry in `@defne/site/entry.server`, default texts in `@defne/site/texts`, the
 * picture step in `@defne/site/picture-step` (serving is `@defne/serve`'s, behind the
 * `defne-site` command), test helpers in `@defne/site/testing` (the README lists every entry
 * point and the extension points).
 */
export * from './frame';
export { RouterLink } from './RouterLink';
export { useEnquiryFormTexts, type EnquiryField } from './forms';
export { ContactSection, type ContactFacts, type ContactSectionProps } from './ContactSection';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
