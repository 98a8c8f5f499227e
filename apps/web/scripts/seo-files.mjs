#!/usr/bin/env node
// After prerendering: sitemap.xml (every prerendered URL with its tr/en/x-default alternates)
// and robots.txt, written into the build output from the content route map.
import { pathEntries } from '@defne/content';
import { writeSeoFiles } from '@defne/seo/node';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const client = fileURLToPath(new URL('../build/client/', import.meta.url));
const origin = (process.env.SITE_ORIGIN ?? 'https://www.kuzeyhankimya.example.com').replace(/\/+$/, '');
const { sitemap } = await writeSeoFiles(client, { origin, entries: pathEntries });
const count = (readFileSync(sitemap, 'utf8').match(/<url>/g) ?? []).length;
console.log(`sitemap.xml: ${count} URLs; robots.txt written`);
