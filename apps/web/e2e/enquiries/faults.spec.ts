// Issue #8 on the real site: every failure the outbox can inject, and the browser going offline,
// against both enquiry forms. See faultScenario in engine.ts for what each test asserts.
import { expect, test } from '@playwright/test';
import { checkBuildTarget, FAULTS, faultScenario, FORMS, runId, type FormDef } from './engine';

const run = runId();

test.beforeAll(async ({ baseURL }) => {
  await checkBuildTarget({ site: baseURL as string });
});

/** Every kind on the contact page in English and the home short form in Turkish … */
const FULL: FormDef[] = [FORMS['contact-en'], FORMS['short-tr']];
/** … and a few in the other language of each form (every detail line is above in both languages). */
const OTHER_LANGUAGE: [FormDef, string[]][] = [
  [FORMS['contact-tr'], ['e429', 'offl']],
  [FORMS['short-en'], ['e451', 'late']],
];

const cases: [FormDef, typeof FAULTS][] = [
  ...FULL.map((form): [FormDef, typeof FAULTS] => [form, FAULTS]),
  ...OTHER_LANGUAGE.map(([form, keys]): [FormDef, typeof FAULTS] => [
    form,
    FAULTS.filter((f) => keys.includes(f.key)),
  ]),
];

for (const [form, faults] of cases) {
  test.describe(`${form.id} (${form.path})`, () => {
    for (const fault of faults) {
      test(fault.name, async ({ browser, baseURL }) => {
        const counts = await faultScenario(browser, { site: baseURL as string }, form, fault, run);
        expect(counts).toMatchObject({ attempted: 1, delivered: 1, duplicates: 0, lost: 0 });
      });
    }
  });
}
