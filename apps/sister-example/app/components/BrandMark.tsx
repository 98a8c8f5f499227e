/** Defne Ambalaj's mark (a folded box), decorative beside the name. */
export function BrandMark() {
  return <img src="/logo.svg" alt="" width={36} height={36} />;
}
