import { company, formatAddress, getProduct, productPath, type ProductKey } from '@defne/content';
import { ButtonLink, ContactDetails, Section, ServiceBlocks } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { ProductRequest } from '../components/EnquiryForms';
import { ContactEnquiry } from '../components/LazyEnquiryForms';
import { RouterLink } from '../components/RouterLink';
import { pick } from '../i18n/resources.server';
import { useHydrated } from '../lib/hydrated';
import { quoteKeyOf } from '../pages/product/quote';
import { siteOrigin } from '../seo/origin.server';
import { routeOf } from '../lib/page.server';
import { headFor } from '../seo/head.server';
import { routeMeta } from '../seo/meta';
import styles from './contact.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  const { catalog } = pick(lang, ['catalog']);
  return {
    lang,
    head: headFor(match.path),
    // A quote request (`?urun=` / `?product=`, D17) names its product and sector in the message:
    // the product names and the message's text, not the descriptions.
    origin: siteOrigin(),
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

/** The quote request of the address, in the page's language; read after hydration. */
function useProductRequest(lang: 'tr' | 'en', origin: string): ProductRequest | null {
  const { t } = useTranslation('catalog');
  const hydrated = useHydrated();
  const { search } = useLocation();
  const key = hydrated ? quoteKeyOf(search) : null;
  const product = key ? getProduct(key) : undefined;
  return useMemo(() => {
    if (!product) return null;
    const url = new URL(productPath(product.key as ProductKey, lang), origin).href;
    return {
      key: product.key,
      message: t('product.quoteMessage', {
        product: t(`products.${product.key}.name` as 'products.microglassMedia.name'),
        sector: t(`categories.${product.category}.title`),
        key: product.key,
        url,
      }),
    };
    // t follows the language, which the page's path fixes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product, lang, origin]);
}

export const meta = routeMeta;

const services = [
  { id: 'customs', icon: 'document' },
  { id: 'import', icon: 'globe' },
  { id: 'export', icon: 'truck' },
  { id: 'storage', icon: 'warehouse' },
] as const;

export default function Contact() {
  const { lang, origin } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['contact', 'common']);
  const request = useProductRequest(lang, origin);
  return (
    <>
      <Section title={t('contact:title')} subtitle={t('contact:subtitle')} headingLevel={1}>
        <div className={styles.layout}>
          <section aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className={styles.heading}>
              {t('contact:details.title')}
            </h2>
            <ContactDetails
              items={[
                {
                  icon: 'mail',
                  label: t('contact:details.email'),
                  value: company.email,
                  href: company.emailHref,
                },
                {
                  icon: 'phone',
                  label: t('contact:details.phone'),
                  value: company.phone,
                  href: company.phoneHref,
                },
                {
                  icon: 'whatsapp',
                  label: t('contact:details.whatsapp'),
                  value: company.whatsapp,
                  href: company.whatsappHref,
                  external: true,
                },
                {
                  icon: 'linkedin',
                  label: t('contact:details.linkedin'),
                  value: company.linkedin.replace(/^https:\/\/(www\.)?/, ''),
                  href: company.linkedin,
                  external: true,
                },
                {
                  icon: 'map-pin',
                  label: t('contact:details.address'),
                  value: formatAddress(lang),
                  href: company.mapsUrl,
                  linkText: t('contact:details.openMap'),
                  external: true,
                },
              ]}
            />
            <p className={styles.hours}>
              {t('common:businessHours.label')}:{' '}
              <span className={styles.nowrap}>{t('common:businessHours.value')}</span>
            </p>
          </section>
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.heading}>
              {t('contact:form.title')}
            </h2>
            <p className={styles.lead}>{t('contact:form.subtitle')}</p>
            <ContactEnquiry request={request} />
          </section>
        </div>
      </Section>
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
