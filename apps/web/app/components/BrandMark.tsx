/** The company's logo mark (the favicon artwork), decorative beside the name. */
export function BrandMark() {
  return <img src="/favicon.svg" alt="" width={36} height={36} />;
}
