// Types of the site kit's serving module this test reads (the kit ships it as plain .mjs).
declare module '@defne/site/serving/boot-after-load' {
  /** The scripts a built page's boot code loads: manifest, route modules, entry and preloads. */
  export function bootFiles(html: string): string[] | null;
}
