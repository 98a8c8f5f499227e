import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Icon, type IconSource } from '../Icon';
import styles from './TextSection.module.css';

export type TextSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** Anchor id (e.g. 'mission'), so /about#mission lands here. */
  id: string;
  /** Heading. */
  title: ReactNode;
  /** Paragraphs; strings become <p>, nodes render as they are. */
  paragraphs?: ReactNode[];
  /** Icon beside the heading. @default undefined */
  icon?: IconSource;
  /** Small caps line above the heading. @default undefined */
  eyebrow?: ReactNode;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3;
  /** Visual emphasis: 'plain' text or a bordered 'card'. @default 'plain' */
  variant?: 'plain' | 'card';
};

/** A titled block of prose with an anchor id (about, mission, vision, purpose). */
export function TextSection({
  id,
  title,
  paragraphs = [],
  icon,
  eyebrow,
  headingLevel = 2,
  variant = 'plain',
  className,
  children,
  ...props
}: TextSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cx(styles.section, styles[variant], className)} {...props}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={headingId} className={styles.title}>
        {icon && (
          <span className={styles.icon}>
            <Icon name={icon} size={22} />
          </span>
        )}
        {title}
      </Heading>
      <div className={styles.body}>
        {paragraphs.map((p, i) => (typeof p === 'string' ? <p key={i}>{p}</p> : <div key={i}>{p}</div>))}
        {children}
      </div>
    </section>
  );
}
