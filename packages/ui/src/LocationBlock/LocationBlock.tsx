import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Picture, type ImageSource } from '../internal/Picture';
import type { LinkItem } from '../internal/link';
import { Icon, type IconSource } from '../Icon';
import { Section, type SectionProps } from '../Section';
import styles from './LocationBlock.module.css';

export interface StaticMapImage {
  /** Picture of the map (a static file; no embedded map, no third-party request). */
  src: string;
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Describes the map, e.g. 'Map of İkitelli OSB, İstanbul'. */
  alt: string;
  /** Responsive candidates. */
  srcSet?: string;
  /** Sizes for srcSet. */
  sizes?: string;
  /** Format sources for a <picture>, best first (e.g. AVIF, then WebP); srcSet stays the fallback. */
  sources?: readonly ImageSource[];
}

export interface LocationDetail {
  /** Icon before the item. */
  icon: IconSource;
  /** Small label, e.g. 'Telefon'. */
  label: string;
  /** The value. */
  value: ReactNode;
  /** Action URL (tel:, mailto:). */
  href?: string;
}

export type LocationBlockProps = Omit<SectionProps, 'title' | 'children'> & {
  /** Section heading. */
  title: ReactNode;
  /** Address, phone, e-mail and business hours (in display order). */
  details: LocationDetail[];
  /** The static map picture. */
  map: StaticMapImage;
  /** Link to a maps search that opens in a new tab. */
  mapLink: LinkItem;
};

/** Where we are: contact details beside a static map picture that links to a maps search. */
export function LocationBlock({
  title,
  details,
  map,
  mapLink,
  className,
  ...props
}: LocationBlockProps) {
  return (
    <Section title={title} tone="muted" className={cx(styles.section, className)} {...props}>
      <div className={styles.layout}>
        <ul className={styles.details}>
          {details.map((item) => (
            <li key={item.label} className={styles.detail}>
              <span className={styles.icon}>
                <Icon name={item.icon} size={20} />
              </span>
              <span className={styles.label}>{item.label}</span>
              <span className={styles.value}>
                {/* Kept in its own order in a right-to-left page (README, "Right to left"). */}
                {item.href ? (
                  <a href={item.href} className={styles.link}>
                    <bdi>{item.value}</bdi>
                  </a>
                ) : (
                  <bdi>{item.value}</bdi>
                )}
              </span>
            </li>
          ))}
        </ul>
        <figure className={styles.map}>
          <a
            href={mapLink.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.mapLink}
          >
            <Picture
              sources={map.sources}
              src={map.src}
              srcSet={map.srcSet}
              sizes={map.sizes}
              width={map.width}
              height={map.height}
              alt={map.alt}
              loading="lazy"
              decoding="async"
              className={styles.mapImage}
            />
            <span className={styles.mapCta}>
              <Icon name="map-pin" size={18} />
              {mapLink.label}
              <Icon name="external" size={16} />
            </span>
          </a>
        </figure>
      </div>
    </Section>
  );
}
