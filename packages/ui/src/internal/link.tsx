import type { ComponentProps, ComponentType, MouseEvent, ReactNode } from 'react';

/**
 * Props a `linkComponent` receives. Both `href` and `to` carry the same target, so React Router's
 * `Link` (reads `to`) and plain anchors or other routers' links (read `href`) work as they are.
 */
export type LinkComponentProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  to: string;
  children?: ReactNode;
};

/** A router link component, e.g. React Router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** A link target with its visible text. */
export interface LinkItem {
  /** Target URL or path. */
  href: string;
  /** Visible text. */
  label: string;
}

/**
 * A click the page may take over: the main button with no modifier key. Any other click (a new
 * tab or window, a download) is the browser's.
 */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function DefaultLink({ to: _to, ...props }: LinkComponentProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the text arrives as children
  return <a {...props} />;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** True for URLs a router must not handle: other schemes, protocol-relative or fragment-only. */
export function isExternal(href: string): boolean {
  return EXTERNAL.test(href);
}

export type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  linkComponent?: LinkComponent | undefined;
};

/** Renders internal paths through the router link and everything else as a plain anchor. */
export function SmartLink({ href, linkComponent, ...props }: SmartLinkProps) {
  if (isExternal(href) || !linkComponent) {
    return <DefaultLink href={href} to={href} {...props} />;
  }
  const Link = linkComponent;
  return <Link href={href} to={href} {...props} />;
}
