import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './Section.module.css';

export type SectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Heading of the section; also names the region. @default undefined */
  title?: ReactNode;
  /** Small caps line above the heading. @default undefined */
  eyebrow?: ReactNode;
  /** Lead paragraph under the heading. @default undefined */
  subtitle?: ReactNode;
  /** Heading level. @default 2 */
  headingLevel?: 1 | 2 | 3;
  /** Background tone. @default 'default' */
  tone?: 'default' | 'muted' | 'inverse';
  /** Centre the heading block. @default false */
  centered?: boolean;
  /** Content width. @default 'wide' */
  width?: 'wide' | 'narrow';
  /** Content placed on the heading's row, at the end (e.g. a "view all" link). @default undefined */
  actions?: ReactNode;
};

/** A page section with container width, vertical rhythm and an optional heading block. */
export function Section({
  title,
  eyebrow,
  subtitle,
  headingLevel = 2,
  tone = 'default',
  centered = false,
  width = 'wide',
  actions,
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx(styles.section, styles[tone], className)}
      {...props}
    >
      <div className={cx(styles.inner, width === 'narrow' && styles.narrow)}>
        {(title || eyebrow || subtitle) && (
          <div className={cx(styles.head, centered && styles.centered)}>
            <div className={styles.headText}>
              {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
              {title && (
                <Heading id={headingId} className={styles.title}>
                  {title}
                </Heading>
              )}
              {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            </div>
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
