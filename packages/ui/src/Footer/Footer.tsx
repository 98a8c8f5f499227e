import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { SmartLink, type LinkComponent, type LinkItem } from '../internal/link';
import { Icon, type IconSource } from '../Icon';
import styles from './Footer.module.css';

export interface FooterLinkGroup {
  /** Heading of the column. */
  title: string;
  /** Links of the column. */
  links: LinkItem[];
}

export interface FooterContactItem {
  /** Icon before the text. */
  icon: IconSource;
  /** Visible text (address, number, e-mail). */
  label: string;
  /** Action URL: maps search, tel:, mailto:. */
  href: string;
  /** Accessible name when the text alone is not enough, e.g. 'Adres, haritada aç: …'. */
  ariaLabel?: string;
  /** Opens in a new tab (maps). */
  external?: boolean;
}

export type FooterProps = ComponentProps<'footer'> & {
  /** Company name. */
  name: string;
  /** Founding line / short description under the name. */
  description?: string;
  /** Logo mark shown before the name; decorative. @default undefined */
  logo?: ReactNode;
  /** Link columns (quick links, sectors). */
  linkGroups: FooterLinkGroup[];
  /** Heading of the contact column. */
  contactTitle: string;
  /** Address, phone and e-mail actions. */
  contactItems: FooterContactItem[];
  /** Copyright line, e.g. '© 2025 Defne Ambalaj. Tüm hakları saklıdır.' */
  copyright: string;
  /** Small links on the bottom row (privacy notice). @default [] */
  legalLinks?: LinkItem[];
  /** Router link for internal paths. @default <a> */
  linkComponent?: LinkComponent;
};

/** Site footer: company, link columns, contact actions and the copyright row. */
export function Footer({
  name,
  description,
  logo,
  linkGroups,
  contactTitle,
  contactItems,
  copyright,
  legalLinks = [],
  linkComponent,
  className,
  ...props
}: FooterProps) {
  return (
    <footer className={cx(styles.footer, className)} {...props}>
      <div className={styles.inner}>
        <div className={styles.company}>
          <p className={styles.name}>
            {logo && <span className={styles.logo}>{logo}</span>}
            {name}
          </p>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {linkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title} className={styles.column}>
            <h2 className={styles.heading}>{group.title}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} linkComponent={linkComponent} className={styles.link}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          <h2 className={styles.heading}>{contactTitle}</h2>
          <ul className={styles.list}>
            {contactItems.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-label={item.ariaLabel}
                  className={cx(styles.link, styles.contact)}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon name={item.icon} size={18} className={styles.contactIcon} />
                  <span>
                    {/* Kept in its own order in a right-to-left page (README, "Right to left"). */}
                    <bdi>{item.label}</bdi>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>{copyright}</p>
          {legalLinks.length > 0 && (
            <ul className={styles.legal}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} linkComponent={linkComponent} className={styles.link}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
