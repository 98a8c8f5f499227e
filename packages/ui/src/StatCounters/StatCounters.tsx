import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { prefersReducedMotion } from '../internal/motion';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import styles from './StatCounters.module.css';

export interface StatItem {
  /** Final number, e.g. 2009 or 500. */
  value: number;
  /** Text after the number, e.g. '+'. @default '' */
  suffix?: string;
  /** What the number counts, e.g. 'Kuruluş yılı'. */
  label: string;
}

export type StatCountersProps = ComponentProps<'div'> & {
  /** The statistics, in display order. */
  items: StatItem[];
  /** Share of the block that must be visible to start. @default 0.3 */
  threshold?: number;
  /** Count-up duration of each number in ms. @default 2000 */
  duration?: number;
  /** Start delay of each item in ms (the last value repeats for extra items). @default [100, 300, 500, 700] */
  stagger?: number[];
  /** Formats a number for display. @default String */
  format?: (value: number) => string;
};

const DEFAULT_STAGGER = [100, 300, 500, 700];
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** Statistics that count up once, when the block first becomes visible; static with reduced motion. */
export function StatCounters({
  items,
  threshold = 0.3,
  duration = 2000,
  stagger = DEFAULT_STAGGER,
  format = String,
  className,
  ...props
}: StatCountersProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Server HTML (and a visitor without JavaScript, a crawler, a link preview) shows the real
  // numbers; the count-up from 0 is armed only once the block runs in a browser that animates.
  const [values, setValues] = useState<number[]>(() => items.map((item) => item.value));
  const [done, setDone] = useState(false);
  const config = useRef({ items, duration, stagger });
  const started = useRef(false);

  useEffect(() => {
    config.current = { items, duration, stagger };
  });

  // A layout effect, so a block rendered in the browser is armed (0) before it is first painted.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || started.current) return;
    const { items: current, duration: ms, stagger: delays } = config.current;
    const targets = current.map((item) => item.value);
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const frames: number[] = [];

    const finish = () => {
      setValues(targets);
      setDone(true);
    };

    const start = () => {
      if (started.current) return;
      started.current = true;
      if (prefersReducedMotion()) {
        finish();
        return;
      }
      let remaining = targets.length;
      targets.forEach((target, i) => {
        const delay = delays[Math.min(i, delays.length - 1)] ?? 0;
        timers.push(
          setTimeout(() => {
            const began = performance.now();
            const tick = (now: number) => {
              const t = Math.min(1, (now - began) / ms);
              const value = Math.round(target * easeOutCubic(t));
              setValues((prev) => prev.map((v, j) => (j === i ? value : v)));
              if (t < 1) frames.push(requestAnimationFrame(tick));
              else if (--remaining === 0) setDone(true);
            };
            frames.push(requestAnimationFrame(tick));
          }, delay),
        );
      });
    };

    if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      finish();
      return;
    }
    // Arm the count-up: the numbers go to 0 and count up when the block comes into view.
    setValues(targets.map(() => 0));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          observer.disconnect();
          start();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      timers.forEach(clearTimeout);
      frames.forEach(cancelAnimationFrame);
      if (started.current) setValues(targets);
    };
  }, [threshold]);

  return (
    <div ref={ref} className={cx(styles.stats, className)} data-done={done || undefined} {...props}>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={item.label} className={styles.item}>
            <span className={styles.value} aria-hidden="true" data-testid="stat-value">
              {format(values[i] ?? 0)}
              {item.suffix}
            </span>
            <VisuallyHidden>
              {format(item.value)}
              {item.suffix}
            </VisuallyHidden>
            <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
