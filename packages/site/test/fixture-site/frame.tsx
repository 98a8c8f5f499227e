// The frame's parts this site draws itself (`components`): its header is the kit's with a notice
// above it; its footer is its own, from the props the kit's footer would get.
import { Header, type FooterProps, type HeaderProps } from '@defne/ui';

export function FixtureHeader(props: HeaderProps) {
  return (
    <>
      <p data-fixture="header">{props.brand.name}</p>
      <Header {...props} />
    </>
  );
}

export function FixtureFooter({ name, copyright, linkGroups, linkComponent: Link }: FooterProps) {
  return (
    <footer data-fixture="footer">
      <p>{name}</p>
      <nav>
        {linkGroups.flatMap((group) =>
          group.links.map((link) =>
            Link ? (
              <Link key={link.href} href={link.href} to={link.href}>
                {link.label}
              </Link>
            ) : (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ),
          ),
        )}
      </nav>
      <small>{copyright}</small>
    </footer>
  );
}
