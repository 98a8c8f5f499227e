import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './serialize';

describe('serializeJsonLd', () => {
  it('cannot be broken out of by </script> or <!--', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script><!--' });
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain('<!--');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});
