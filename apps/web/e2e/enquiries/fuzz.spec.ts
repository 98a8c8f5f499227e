// Issue #8 on the real site: a sample of the outbox's seeded fuzz inputs (Turkish and other
// scripts, right-to-left text, emoji, markup, CR/LF in single-line fields, text over the limits)
// through both forms. `pnpm bench:enquiries` runs over 500 of them.
import { expect, test } from '@playwright/test';
import { checkBuildTarget, fuzzScenario } from './engine';

const SEED = Number(process.env.FUZZ_SEED ?? 20261108);

test(`40 generated enquiries are delivered byte for byte or refused on the field (seed ${SEED})`, async ({
  browser,
  baseURL,
}) => {
  await checkBuildTarget({ site: baseURL as string });
  const result = await fuzzScenario(
    browser,
    { site: baseURL as string },
    {
      count: 40,
      seed: SEED,
      pages: 2,
      edgeCases: false,
    },
  );
  expect(result.attempted).toBe(40);
  expect(result.delivered + result.refused).toBe(40);
  expect(result).toMatchObject({ duplicates: 0, lost: 0 });
});
