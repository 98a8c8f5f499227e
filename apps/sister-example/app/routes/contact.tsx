import { ContactSection, routeMeta } from '@defne/site';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { company } from '../../content';
import { ContactEnquiry } from '../components/Enquiry';
import { site } from '../site.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const { lang, path } = site.routeOf(request);
  return {
    lang,
    head: site.headFor(path),
    resources: site.pick(lang, ['contact', 'forms', 'common']),
  };
}

export const meta = routeMeta;

export default function Contact() {
  const { lang } = useLoaderData<typeof loader>();
  return (
    <ContactSection lang={lang} company={company} form={<ContactEnquiry />} linkedin={false} />
  );
}

export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
