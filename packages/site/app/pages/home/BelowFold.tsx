// Its components' CSS comes with the home page's route (routes/home.tsx): the HTML is prerendered.
import {
  categories,
  company,
  formatAddress,
  pagePath,
  sectorIcon,
  sectorPath,
  type Lang,
} from '../../site-config';
import { LocationBlock, Section, SectorGrid } from '@defne/ui';
import { useTranslation } from 'react-i18next';
import { ShortEnquiry } from '../../forms/LazyEnquiryForms';
import { RouterLink } from '@defne/site';
import type { ImageProps } from '../../media/loader-images.server';

export default function BelowFold({ lang, map }: { lang: Lang; map: ImageProps | null }) {
  const { t, i18n } = useTranslation(['home', 'catalog', 'common']);
  return (
    <>
      <SectorGrid
        id="sectors"
        title={t('home:sectors.title')}
        subtitle={i18n.exists('home:sectors.subtitle') ? t('home:sectors.subtitle') : undefined}
        linkLabel={t(['home:sectors.learnMore', 'common:learnMore'])}
        viewAll={{ href: pagePath('sectors', lang), label: t('home:sectors.viewAll') }}
        linkComponent={RouterLink}
        items={categories.map((c) => ({
          id: c.id,
          title: t(`catalog:categories.${c.id}.title`),
          description: t(`catalog:categories.${c.id}.description`),
          href: sectorPath(c.id, lang),
          icon: sectorIcon(c.icon),
          meta: t('catalog:itemCount', { count: c.itemCount }),
        }))}
      />
      {map ? (
        <LocationBlock
          id="location"
          tone="muted"
          title={t('home:location.title')}
          subtitle={t('home:location.subtitle')}
          details={[
            { icon: 'map-pin', label: t('home:location.address'), value: formatAddress(lang) },
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
        title={t('home:contact.title')}
        subtitle={t('home:contact.subtitle')}
        width="narrow"
      >
        <ShortEnquiry />
      </Section>
    </>
  );
}
