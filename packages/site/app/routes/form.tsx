// The page of a form kind of the site's own (`enquiry.forms` of its config), at its page id of the
// route map in both languages: heading and intro from the site's `forms.{kind}` texts, then the
// form, with the kit's whole enquiry pipeline. Head, JSON-LD, sitemap and the other language's
// twin come with the route map, as for every kit page.
import { site } from '../site-config';
import { Section } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { routeMeta } from '@defne/site';
import { KindEnquiry } from '../forms/LazyKindEnquiry';
import { formTexts, headFor, routeOf } from '../site.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  const page = match.kind === 'page' ? match.page : undefined;
  const kind = Object.entries(site.enquiry.forms).find(([, form]) => form.page === page)?.[0];
  if (!kind) throw new Response(`No form at ${match.path}`, { status: 404 });
  return { kind, head: headFor(match.path), resources: formTexts(lang, kind) };
}

export const meta = routeMeta;

export default function FormPage() {
  const { kind } = useLoaderData<typeof loader>();
  const { t } = useTranslation('forms');
  return (
    <Section
      title={t(`${kind}.title`)}
      subtitle={t(`${kind}.intro`)}
      headingLevel={1}
      width="narrow"
    >
      <KindEnquiry kind={kind} />
    </Section>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
