// Its components' CSS comes with the home page's route (routes/home.tsx): the HTML is prerendered.
import { sectorIcon, type Lang } from '../../site-config';
import { LocationBlock, Section, SectorGrid } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { ShortEnquiry } from '../../forms/LazyEnquiryForms';
import { RouterLink, useSite } from '@defne/site';
import type { ImageProps } from '../../media/loader-images.server';

export default function BelowFold({
  lang,
  map,
  sectors,
}: {
  lang: Lang;
  map: ImageProps | null;
  /** The catalogue's sectors, in order (the home page's loader data). */
  sectors: readonly { id: string; icon: string; itemCount: number }[];
}) {
  const { t, i18n } = useTranslation(['home', 'catalog', 'common']);
  // The links and the company's contacts, in the language shown, from the frame's data.
  const site = useSite()!;
  const { company } = site;
  return (
    <>
      <SectorGrid
        id="sectors"
        title={t('home:sectors.title')}
        subtitle={i18n.exists('home:sectors.subtitle') ? t('home:sectors.subtitle') : undefined}
        linkLabel={t(['home:sectors.learnMore', 'common:learnMore'])}
        viewAll={{ href: site.routes.pagePath('sectors', lang), label: t('home:sectors.viewAll') }}
        linkComponent={RouterLink}
        items={sectors.map((c) => ({
          id: c.id,
          title: t(`catalog:categories.${c.id}.title`),
          description: t(`catalog:categories.${c.id}.description`),
          href: site.routes.sectorPath(c.id, lang),
          icon: sectorIcon(c.icon),
          meta: t('catalog:itemCount', { count: c.itemCount }),
        }))}
      />
      {map ? (
        <LocationBlock
          id="location"
          // From here on the page starts below the first screen at every width: these blocks'
          // rules stay out of the page's inlined critical CSS (@defne/serve, critical-css.mjs).
          data-below-fold=""
          tone="muted"
          title={t('home:location.title')}
          subtitle={t('home:location.subtitle')}
          details={[
            { icon: 'map-pin', label: t('home:location.address'), value: site.address(lang) },
            {
              icon: 'phone',
              label: t('home:location.phone'),
              value: company.phone,
              href: company.phoneHref,
            },
            {
              icon: 'mail',
              label: t('home:location.email'),
              value: company.email,
              href: company.emailHref,
            },
            {
              icon: 'clock',
              label: t('common:businessHours.label'),
              value: t('common:businessHours.value'),
            },
          ]}
          map={{ ...map, alt: t('home:location.mapAlt') }}
          mapLink={{ href: company.mapsUrl, label: t('home:location.mapLink') }}
        />
      ) : null}
      <Section
        id="contact-form"
        data-below-fold=""
        title={t('home:contact.title')}
        subtitle={t('home:contact.subtitle')}
        width="narrow"
      >
        <ShortEnquiry />
      </Section>
    </>
  );
}
