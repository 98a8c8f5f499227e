import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Picture, type ImageSource } from '../internal/Picture';
import type { LinkComponent, LinkItem } from '../internal/link';
import { ButtonLink } from '../Button';
import styles from './Hero.module.css';

export interface HeroImage {
  /** Image URL. */
  src: string;
  /** Intrinsic width in px (prevents layout shift). */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Alternative text; '' when decorative. */
  alt: string;
  /** Responsive candidates. */
  srcSet?: string;
  /** Sizes for srcSet. */
  sizes?: string;
  /** Format sources for a <picture>, best first (e.g. AVIF, then WebP); srcSet stays the fallback. */
  sources?: readonly ImageSource[];
  /** 'high' for the LCP image. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

export type HeroProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The slogan (the page's h1). */
  title: ReactNode;
  /** Line under the slogan. */
  subtitle?: ReactNode;
  /** Small caps line above the slogan. @default undefined */
  eyebrow?: ReactNode;
  /** Main call to action (explore sectors). */
  cta: LinkItem;
  /** Second, quieter action. @default undefined */
  secondaryCta?: LinkItem;
  /** Background picture; without it a token gradient shows. @default undefined */
  image?: HeroImage;
  /** Router link for internal paths. @default <a> */
  linkComponent?: LinkComponent;
};

/** Home page hero: slogan, subtitle and the explore button over an optional picture. */
export function Hero({
  title,
  subtitle,
  eyebrow,
  cta,
  secondaryCta,
  image,
  linkComponent,
  className,
  ...props
}: HeroProps) {
  return (
    <section className={cx(styles.hero, image && styles.withImage, className)} {...props}>
      {image && (
        <Picture
          sources={image.sources}
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          fetchPriority={image.fetchPriority}
          decoding="async"
        />
      )}
      <div className={styles.inner}>
        <div className={styles.content}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          <div className={styles.actions}>
            <ButtonLink href={cta.href} linkComponent={linkComponent} size="lg" variant="inverse" iconEnd="arrow-right">
              {cta.label}
            </ButtonLink>
            {secondaryCta && (
              <ButtonLink href={secondaryCta.href} linkComponent={linkComponent} size="lg" className={styles.ghostLink}>
                {secondaryCta.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
