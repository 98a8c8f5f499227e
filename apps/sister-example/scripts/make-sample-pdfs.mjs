#!/usr/bin/env node
// Writes the example's sample product documents (content/media/products/{key}/*.pdf): one-page
// PDFs that say on their face they are samples, not real data sheets, so the documents list, its
// downloads and the content check have real files to work on. Deterministic (no dates, no ids in
// the files), so running it again changes nothing. `node scripts/make-sample-pdfs.mjs`
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const media = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'media', 'products');

/** A one-page A4 PDF with the lines in Helvetica (WinAnsi: Ö, ü, ç, ä, ß but no ş, ğ, ı). */
function pdf(lines) {
  const escape = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map(([size, line], i) => `BT /F1 ${size} Tf 56 ${780 - i * 34} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // WinAnsi bytes: the text's Ö, ü, ç and the dash are single Latin-1/cp1252 bytes.
  return Buffer.from(body.replace(/\u2014/g, '\x97'), 'latin1');
}

const sample = [24, '\xD6RNEK / SAMPLE \u2014 not a real data sheet'];
const notice = [
  [11, '\xD6rnek belge: ger\xE7ek bir bilgi formu yerine ge\xE7mez.'],
  [11, 'Sample document for the Defne Ambalaj example site; it replaces no real data sheet.'],
];
// The German documents say it in German first: a German buyer reads that line before the English one.
const sampleDe = [24, 'MUSTER / SAMPLE \u2014 kein echtes Datenblatt'];
const noticeDe = [
  [11, 'Musterdokument: ersetzt kein echtes Datenblatt.'],
  [11, 'Sample document for the Defne Ambalaj example site; it replaces no real data sheet.'],
];
const files = {
  'handStretchFilm/tds-tr.pdf': [
    sample,
    [16, 'El Stre\xE7 Filmi \u2014 Teknik bilgi formu (TR)'],
    ...notice,
  ],
  'handStretchFilm/tds-en.pdf': [
    sample,
    [16, 'Hand Stretch Film \u2014 Technical data sheet (EN)'],
    ...notice,
  ],
  'handStretchFilm/tds-de.pdf': [
    sampleDe,
    [16, 'Handstretchfolie \u2014 Technisches Datenblatt (DE)'],
    ...noticeDe,
  ],
  'handStretchFilm/sds-tr.pdf': [
    sample,
    [16, 'El Stre\xE7 Filmi \u2014 G\xFCvenlik bilgi formu (TR)'],
    ...notice,
  ],
  'thermalLabels/tds-tr.pdf': [
    sample,
    [16, 'Termal Etiket \u2014 Teknik bilgi formu (TR)'],
    ...notice,
  ],
  'thermalLabels/tds-en.pdf': [
    sample,
    [16, 'Thermal Labels \u2014 Technical data sheet (EN)'],
    ...notice,
  ],
  'thermalLabels/tds-de.pdf': [
    sampleDe,
    [16, 'Thermoetiketten \u2014 Technisches Datenblatt (DE)'],
    ...noticeDe,
  ],
};

for (const [file, lines] of Object.entries(files)) {
  const path = join(media, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, pdf(lines));
}
console.log(`sample documents: ${Object.keys(files).length} PDFs in content/media/products/`);
