/* @defne/editor ships plain .mjs with JSDoc and no .d.ts: the one function this app's tests call. */
declare module '@defne/editor' {
  export function generateConfig(options: {
    contentDir: string;
    collections: Record<string, unknown>;
    jsonSchemas: Record<string, Record<string, unknown>>;
    siteUrl?: string;
    locale?: string;
  }): Promise<Record<string, unknown>>;
}
