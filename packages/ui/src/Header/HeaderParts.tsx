import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { SmartLink } from '../internal/link';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Icon } from '../Icon';
import { LanguageToggle } from '../LanguageToggle';
import { ThemeToggle } from '../ThemeToggle';
import styles from './Header.module.css';
import { HeaderNav } from './HeaderNav';
import { useHeaderContext } from './HeaderRoot';

/** Props of a header part that frames others: its content, the default parts when omitted. */
export interface HeaderBarProps {
  /** The parts inside the bar. @default the default parts */
  children?: ReactNode;
}

/** The top bar (dark strip): contact links, then the language and theme switches. */
export function HeaderTopBar({ children }: HeaderBarProps) {
  return (
    <div className={styles.topBar}>
      <div className={cx(styles.container, styles.topBarInner)}>
        {children ?? (
          <>
            <HeaderTopLinks />
            <HeaderTools />
          </>
        )}
      </div>
    </div>
  );
}

/** The top bar's contact and social links (`topLinks`); nothing when there are none. */
export function HeaderTopLinks() {
  const { topLinks, topLinksLabel } = useHeaderContext();
  if (topLinks.length === 0) return null;
  return (
    <ul className={styles.topLinks} aria-label={topLinksLabel}>
      {topLinks.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={styles.topLink}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <Icon name={link.icon} size={16} />
            {link.text ? (
              <span className={styles.collapsible}>
                {/* Kept in its own order in a right-to-left page (README, "Right to left"). */}
                <bdi>{link.text}</bdi>
              </span>
            ) : (
              <VisuallyHidden>{link.label}</VisuallyHidden>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The link to the quote list (`quoteList`) with its count; nothing when not given. */
export function HeaderQuoteList() {
  const { quoteList, linkComponent } = useHeaderContext();
  if (!quoteList) return null;
  return (
    <SmartLink href={quoteList.href} linkComponent={linkComponent} className={styles.quoteList}>
      <Icon name="document" size={16} />
      <span className={styles.collapsible}>{quoteList.label}</span>
      {quoteList.count > 0 ? (
        <span className={styles.quoteCount} aria-hidden="true">
          {quoteList.count}
        </span>
      ) : null}
      <VisuallyHidden>{` (${quoteList.countLabel})`}</VisuallyHidden>
    </SmartLink>
  );
}

/** The quote list's link and the language and theme switches, each only when given. */
export function HeaderTools() {
  const { language, theme, linkComponent } = useHeaderContext();
  return (
    <div className={styles.tools}>
      <HeaderQuoteList />
      {language && <LanguageToggle {...language} inverse linkComponent={linkComponent} />}
      {theme && <ThemeToggle {...theme} inverse />}
    </div>
  );
}

/** The main bar: logo, mobile menu button, navigation and the search button. */
export function HeaderMainBar({ children }: HeaderBarProps) {
  return (
    <div className={styles.mainBar}>
      <div className={cx(styles.container, styles.mainBarInner)}>
        {children ?? (
          <>
            <HeaderLogo />
            <HeaderMenuButton />
            <HeaderNav />
            <HeaderSearchLink />
          </>
        )}
      </div>
    </div>
  );
}

/** The logo link home (`brand`): mark, company name and tagline. */
export function HeaderLogo() {
  const { brand, linkComponent, onLinkClick } = useHeaderContext();
  return (
    <SmartLink
      href={brand.href}
      linkComponent={linkComponent}
      className={styles.brand}
      onClick={(event) => onLinkClick(event, brand.href, false)}
    >
      {brand.logo && <span className={styles.logo}>{brand.logo}</span>}
      <span className={styles.brandText}>
        <span className={styles.brandName}>{brand.name}</span>
        {brand.tagline && <span className={styles.tagline}>{brand.tagline}</span>}
      </span>
    </SmartLink>
  );
}

/** The button that opens and closes the navigation as a menu on narrow screens. */
export function HeaderMenuButton() {
  const { id, navRef, menuButtonRef, menuOpen, setMenuOpen, setOpenIndex, menuLabels } =
    useHeaderContext();
  const navId = `${id}-nav`;
  return (
    <button
      ref={menuButtonRef}
      type="button"
      className={styles.menuButton}
      // A popovertarget button's expanded state comes from its popover (HTML-ARIA): no
      // aria-expanded of our own, which the HTML standard does not allow beside it.
      aria-controls={navId}
      aria-label={menuOpen ? menuLabels.close : menuLabels.open}
      // The platform opens and closes the menu, with or without script (the nav's onToggle).
      popoverTarget={navId}
      onClick={() => {
        setOpenIndex(null);
        // Without popover support (older browsers, jsdom) the state opens the menu itself.
        if (typeof navRef.current?.showPopover !== 'function') setMenuOpen((open) => !open);
      }}
    >
      <Icon name="menu" size={24} className={styles.menuIcon} />
      <Icon name="close" size={24} className={styles.closeIcon} />
    </button>
  );
}

/** The search button (`search`): a link to the search page; nothing without one. */
export function HeaderSearchLink() {
  const { search, linkComponent, onLinkClick } = useHeaderContext();
  if (!search) return null;
  return (
    <SmartLink
      href={search.href}
      linkComponent={linkComponent}
      className={styles.searchLink}
      title={search.label}
      onClick={(event) => onLinkClick(event, search.href, false)}
    >
      <Icon name="search" size={22} />
      <VisuallyHidden>{search.label}</VisuallyHidden>
    </SmartLink>
  );
}
