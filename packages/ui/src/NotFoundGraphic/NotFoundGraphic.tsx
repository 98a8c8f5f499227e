import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { prefersReducedMotion } from '../internal/motion';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import styles from './NotFoundGraphic.module.css';

export type NotFoundGraphicProps = Omit<ComponentProps<'button'>, 'onClick' | 'children'> & {
  /** What the button does, e.g. 'Ana sayfaya dön'; the accessible name is the visible graphic text plus this. */
  label: string;
  /** Called when the animation ends (or at once with reduced motion), e.g. to go home. */
  onDone: () => void;
  /** Animation length in ms. @default 600 */
  duration?: number;
  /** Graphic content. @default '404' */
  children?: ReactNode;
};

/** The big 404: a click plays a zoom and fade, then calls onDone; reduced motion skips the motion. */
export function NotFoundGraphic({
  label,
  onDone,
  duration = 600,
  children = '404',
  className,
  style,
  ...props
}: NotFoundGraphicProps) {
  const [playing, setPlaying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <button
      type="button"
      className={cx(styles.graphic, playing && styles.playing, className)}
      style={{ ...style, ['--nf-duration' as string]: `${duration}ms` }}
      data-playing={playing || undefined}
      aria-disabled={playing || undefined}
      onClick={() => {
        if (playing) return;
        if (prefersReducedMotion()) {
          onDone();
          return;
        }
        setPlaying(true);
        timer.current = setTimeout(onDone, duration);
      }}
      {...props}
    >
      {/* The visible '404' stays in the accessible name (WCAG 2.5.3 label in name). */}
      <span className={styles.digits}>{children}</span>{' '}
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}
