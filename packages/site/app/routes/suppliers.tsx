import { getProduct, pagePath, productPath, products, suppliers } from '../content.server';
import { ButtonLink, PartnerCta, Section, SupplierCard } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { RouterLink, routeMeta } from '@defne/site';
import { headFor, media, pick, productDetails, routeOf } from '../site.server';
import styles from './suppliers.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const match = routeOf(request);
  const { lang } = match;
  const logos = Object.fromEntries(suppliers.map((s) => [s.id, media.supplierLogoImage(s.id)]));
  // Each supplier's products in catalogue order, as links to their pages (D23).
  const { catalog } = pick(lang, ['catalog']);
  const names = catalog.products as Record<string, { name: string }>;
  const productsOf = Object.fromEntries(
    suppliers.map((s) => [
      s.id,
      products
        .filter((p) => productDetails[p.key]?.supplier === s.id && getProduct(p.key))
        .map((p) => ({
          key: p.key,
          name: names[p.key]?.name ?? p.key,
          href: productPath(p.key, lang),
        })),
    ]),
  );
  return {
    lang,
    logos,
    productsOf,
    suppliers: suppliers.map(({ id, name }) => ({ id, name })),
    contact: pagePath('contact', lang),
    head: headFor(match.path),
    resources: pick(lang, ['suppliers']),
  };
}

export const meta = routeMeta;

export default function Suppliers() {
  const { logos, productsOf, suppliers, contact } = useLoaderData<typeof loader>();
  const { t } = useTranslation(['suppliers', 'nav']);
  return (
    <>
      <Section title={t('suppliers:title')} subtitle={t('suppliers:subtitle')} headingLevel={1}>
        <p className={styles.intro}>{t('suppliers:intro')}</p>
        <ul className={styles.grid}>
          {suppliers.map((supplier) => {
            const logo = logos[supplier.id];
            const own = productsOf[supplier.id] ?? [];
            return (
              <li key={supplier.id} id={`supplier-${supplier.id}`} className={styles.item}>
                <SupplierCard
                  headingLevel={2}
                  name={supplier.name}
                  logo={logo ? { src: logo.src, width: logo.width, height: logo.height } : null}
                  kind={t(
                    `suppliers:items.${supplier.id}.kind` as 'suppliers:items.lodos-tekstil.kind',
                  )}
                  description={t(
                    `suppliers:items.${supplier.id}.blurb` as 'suppliers:items.lodos-tekstil.blurb',
                  )}
                >
                  {own.length ? (
                    <>
                      <h3 className={styles.productsTitle}>{t('suppliers:products')}</h3>
                      <ul className={styles.products}>
                        {own.map((p) => (
                          <li key={p.key}>
                            <RouterLink href={p.href} to={p.href}>
                              {p.name}
                            </RouterLink>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </SupplierCard>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section
        title={t('suppliers:getInTouch.title')}
        subtitle={t('suppliers:getInTouch.text')}
        tone="muted"
        centered
        width="narrow"
      >
        <div className={styles.getInTouch}>
          <ButtonLink href={contact} size="lg" linkComponent={RouterLink}>
            {t('suppliers:getInTouch.button')}
          </ButtonLink>
        </div>
      </Section>
      <PartnerCta
        title={t('suppliers:partner.title')}
        text={t('suppliers:partner.text')}
        primary={{ href: contact, label: t('suppliers:partner.contactButton') }}
        secondary={{ href: '/', label: t('suppliers:partner.homeButton') }}
        linkComponent={RouterLink}
      />
    </>
  );
}

// Anything this page cannot render: the branded 404 or error page inside the site's frame (D20).
export { SiteErrorBoundary as ErrorBoundary } from '@defne/site';
