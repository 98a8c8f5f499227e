import type { LinkComponentProps } from '@defne/ui';
import { Link } from 'react-router';

/** React Router's Link in the shape @defne/ui's `linkComponent` props expect. */
export function RouterLink({ href: _href, to, ...props }: LinkComponentProps) {
  return <Link to={to} {...props} />;
}
