import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serialize';

describe('serializeJsonLd', () => {
  it('cannot be broken out of by </script> or <!--', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' });
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain('<!--');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });

  it('escapes <, >, & and the JavaScript line terminators, and round-trips', () => {
    const value = {
      a: '<b> & </SCRIPT >',
      b: 'line\u2028para\u2029end',
      c: ['-->', 1, null, true],
    };
    const out = serializeJsonLd(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c');
    expect(out).toContain('\\u0026');
    expect(out).toContain('\\u2028');
    expect(JSON.parse(out)).toEqual(value);
  });
});
