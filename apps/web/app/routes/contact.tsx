import { company } from '@defne/content';
import { ButtonLink, Section, ServiceBlocks } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ContactEnquiry } from '../components/LazyEnquiryForms';
import { ContactSection, RouterLink, routeMeta } from '@defne/site';
import { headFor, pick, routeOf, site } from '../site.server';
import styles from './contact.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  const { catalog } = pick(lang, ['catalog']);
  return {
    lang,
    head: headFor(match.path),
    // A quote request (`?urun=` / `?product=`, D17) names its product, sector and page in the
    // form's message (EnquiryForms.tsx): the site's origin, the product names and the message's
    // text, not the descriptions.
    origin: site.origin,
    resources: {
      ...pick(lang, ['contact', 'forms']),
      catalog: {
        categories: catalog.categories,
        products: Object.fromEntries(
          Object.entries(catalog.products).map(([key, value]) => [key, { name: value.name }]),
        ),
        product: { quoteMessage: catalog.product.quoteMessage },
      },
    },
  };
}

export const meta = routeMeta;

const services = [
  { id: 'customs', icon: 'document' },
  { id: 'import', icon: 'globe' },
  { id: 'export', icon: 'truck' },
  { id: 'storage', icon: 'warehouse' },
] as const;

export default function Contact() {
  const { lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['contact', 'common']);
  return (
    <>
      <ContactSection lang={lang} company={company} form={<ContactEnquiry />} />
      <Section title={t('contact:services.title')} tone="muted">
        <ServiceBlocks
          items={services.map(({ id, icon }) => ({
            icon,
            title: t(`contact:services.${id}.title`),
            text: t(`contact:services.${id}.text`),
          }))}
        />
        <div className={styles.backHome}>
          <ButtonLink href="/" variant="secondary" linkComponent={RouterLink}>
            {t('contact:backHome')}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
