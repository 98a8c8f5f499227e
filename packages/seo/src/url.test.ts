import { describe, expect, it } from 'vitest';
import { entries, origin } from './test/fixtures';
import { absoluteUrl, findEntry, normalizePath } from './url';

describe('absoluteUrl', () => {
  it('joins a site path to the origin', () => {
    expect(absoluteUrl(origin, '/about')).toBe('https://www.guneyhan.example/about');
    expect(absoluteUrl(origin, '/')).toBe('https://www.guneyhan.example/');
    expect(absoluteUrl(`${origin}/`, 'logo.png')).toBe('https://www.guneyhan.example/logo.png');
  });

  it('keeps absolute URLs', () => {
    expect(absoluteUrl(origin, 'https://cdn.example/og.jpg')).toBe('https://cdn.example/og.jpg');
  });

  it('rejects an origin with a path', () => {
    expect(() => absoluteUrl('https://x.example/site', '/about')).toThrow(/origin/);
  });
});

describe('normalizePath', () => {
  it('drops the trailing slash, query and hash', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about?x=1#mission')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/?lang=en')).toBe('/');
  });
});

describe('findEntry', () => {
  it('finds prerendered paths with a trailing slash', () => {
    expect(findEntry(entries, '/sectors/dental-supplies/')?.match).toEqual({
      kind: 'sector',
      category: 'dentalSupplies',
      lang: 'en',
    });
    expect(findEntry(entries, '/')?.lang).toBeNull();
  });

  it('returns null for unknown paths', () => {
    expect(findEntry(entries, '/nope')).toBeNull();
  });
});
