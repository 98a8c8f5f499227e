import { describe, expect, it } from 'vitest';
import { prerenderList, sitemapFiles } from './prerender';

const routesOf = (count: number) => ({
  prerenderPaths: Array.from({ length: count }, (_, i) => (i === 0 ? '/' : `/urunler/${i}`)),
  notFoundPaths: ['/404'],
});

describe('the prerendered sitemap files', () => {
  it('are sitemap.xml alone up to 50,000 pages', () => {
    expect(sitemapFiles(routesOf(50_000))).toEqual(['sitemap.xml']);
    expect(prerenderList(routesOf(3))).toEqual([
      '/',
      '/urunler/1',
      '/urunler/2',
      '/404',
      '/sitemap.xml',
      '/robots.txt',
    ]);
  });

  it('are the index and its parts past 50,000 pages, each prerendered', () => {
    const routes = routesOf(100_001);
    expect(sitemapFiles(routes)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ]);
    expect(prerenderList(routes).slice(-6)).toEqual([
      '/404',
      '/sitemap.xml',
      '/sitemap-1.xml',
      '/sitemap-2.xml',
      '/sitemap-3.xml',
      '/robots.txt',
    ]);
  });
});
