import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Icon, type IconSource } from '../Icon';
import styles from './ContactDetails.module.css';

export interface ContactDetail {
  /** Icon: a name of the set (mail, phone, whatsapp, linkedin, map-pin…) or the site's own SVG content. */
  icon: IconSource;
  /** Small label, e.g. 'E-posta'. */
  label: string;
  /** Visible value, e.g. the address. */
  value: string;
  /** Action URL (mailto:, tel:, https://wa.me/…, maps search). */
  href: string;
  /** Text of a secondary link under the value, e.g. 'Haritada aç' (uses `href`). */
  linkText?: string;
  /** Opens in a new tab. */
  external?: boolean;
}

export type ContactDetailsProps = ComponentProps<'ul'> & {
  /** The channels, in display order. */
  items: ContactDetail[];
};

/** Contact channels as a list of icon rows, each a direct action. */
export function ContactDetails({ items, className, ...props }: ContactDetailsProps) {
  return (
    <ul className={cx(styles.list, className)} {...props}>
      {items.map((item) => {
        const target = item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        return (
          <li key={item.label} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={20} />
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{item.label}</span>
              {/* Kept in its own order in a right-to-left page (README, "Right to left"). */}
              {item.linkText ? (
                <>
                  <span className={styles.value}>
                    <bdi>{item.value}</bdi>
                  </span>
                  <a href={item.href} className={styles.link} {...target}>
                    {item.linkText}
                    <Icon name="external" size={14} />
                  </a>
                </>
              ) : (
                <a href={item.href} className={cx(styles.value, styles.link)} {...target}>
                  <bdi>{item.value}</bdi>
                </a>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
