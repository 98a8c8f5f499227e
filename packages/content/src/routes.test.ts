import { describe, expect, it } from 'vitest';
import { toLang } from './routes';

describe('toLang', () => {
  it('keeps tr and treats everything else as en', () => {
    expect(toLang('tr')).toBe('tr');
    expect(toLang('en')).toBe('en');
    expect(toLang('de')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });
});
