// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, strictProblems } from './bench-headers.mjs';

describe('bench:headers strict mode', () => {
  const test = (result, pass = true) => ({ result, pass, scoreModifier: 0 });
  const output = (grade, score, tests) => ({ scan: { grade, score }, tests });

  it('accepts A+ at 100 or more with every test passed', () => {
    expect(
      strictProblems(output('A+', 115, { redirection: test('redirection-to-https') })),
    ).toEqual([]);
  });

  it('refuses a lower grade, a failed test and a test with nothing to judge', () => {
    expect(
      strictProblems(
        output('B+', 80, {
          'content-security-policy': test('csp-implemented-with-insecure-scheme', false),
          redirection: test('redirection-not-needed-no-http'),
        }),
      ),
    ).toEqual([
      'grade B+, not A+',
      'score 80 < 100',
      'content-security-policy: csp-implemented-with-insecure-scheme',
      'redirection: not applicable (redirection-not-needed-no-http)',
    ]);
    expect(NOT_APPLICABLE.has('hsts-not-implemented-no-https')).toBe(true);
  });
});
