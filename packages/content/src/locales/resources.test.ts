import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CatalogTexts, Resources } from '../index';
import { en } from '../generated/locales/en';
import { tr } from '../generated/locales/tr';

// These checks run in `tsc --noEmit` (pnpm typecheck): each @ts-expect-error must meet an error.

describe('Resources type', () => {
  it('is the deep string shape of the Turkish texts', () => {
    expectTypeOf(tr).toExtend<Resources>();
    expectTypeOf(en).toEqualTypeOf<Resources>();
    expectTypeOf<Resources['forms']['submit']>().toEqualTypeOf<string>();
    expectTypeOf<CatalogTexts>().toEqualTypeOf<Resources['catalog']>();
    // The literal Turkish type keeps its texts for typed interpolation.
    expectTypeOf(tr.notFound.title).toEqualTypeOf<'404 - Sayfa Bulunamadı'>();
  });

  it('rejects a missing or an extra key', () => {
    const { meta: _meta, ...withoutMeta } = en;
    // @ts-expect-error a missing namespace
    const missingNamespace: Resources = withoutMeta;
    // @ts-expect-error a missing nested key
    const missingKey: Resources = { ...en, common: { home: 'Home' } };
    const extraKey: Resources = {
      ...en,
      // @ts-expect-error an extra nested key
      common: { ...en.common, extra: 'x' },
    };
    // @ts-expect-error a non-string text
    const wrongType: Resources = { ...en, forms: { ...en.forms, submit: 1 } };
    expect([missingNamespace, missingKey, extraKey, wrongType]).toHaveLength(4);
  });
});
