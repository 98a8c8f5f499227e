#!/usr/bin/env node
// After prerendering: sitemap.xml (every prerendered URL with its tr/en/x-default alternates)
// and robots.txt, written into the build output from the content route map.
import { pathEntries } from '@defne/content';
import { writeSeoFiles } from '@defne/seo/node';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// Node 24 runs this TypeScript module as is (type stripping): one default for the whole build.
import { siteOrigin } from '../app/seo/origin.server.ts';

const client = fileURLToPath(new URL('../build/client/', import.meta.url));
const origin = siteOrigin();
const { sitemap } = await writeSeoFiles(client, { origin, entries: pathEntries });
const count = (readFileSync(sitemap, 'utf8').match(/<url>/g) ?? []).length;
console.log(`sitemap.xml: ${count} URLs; robots.txt written`);
