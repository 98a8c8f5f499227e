import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { LinkComponent, LinkItem } from '../internal/link';
import { ButtonLink } from '../Button';
import styles from './PartnerCta.module.css';

export type PartnerCtaProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Heading, e.g. 'Tedarikçi ağımıza katılın'. */
  title: ReactNode;
  /** Supporting text. */
  text?: ReactNode;
  /** Main action (contact). */
  primary: LinkItem;
  /** Second action (home). @default undefined */
  secondary?: LinkItem;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3;
  /** Router link for internal paths. @default <a> */
  linkComponent?: LinkComponent;
};

/** Closing call to action on a dark band with one or two buttons. */
export function PartnerCta({
  title,
  text,
  primary,
  secondary,
  headingLevel = 2,
  linkComponent,
  className,
  ...props
}: PartnerCtaProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.cta, className)} {...props}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Heading className={styles.title}>{title}</Heading>
          {text && <p className={styles.lead}>{text}</p>}
        </div>
        <div className={styles.actions}>
          <ButtonLink href={primary.href} linkComponent={linkComponent} variant="inverse" size="lg" iconEnd="arrow-right">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} linkComponent={linkComponent} size="lg" className={styles.outline}>
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
