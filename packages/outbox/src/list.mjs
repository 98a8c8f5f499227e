/** @typedef {import('./store.mjs').OutboxRecord} OutboxRecord */

/**
 * Cuts `text` to at most `width` characters (code points), marking the cut with an ellipsis.
 * @param {string} text
 * @param {number} width
 */
function fit(text, width) {
  const chars = Array.from(text);
  return chars.length <= width
    ? text.padEnd(width + text.length - chars.length)
    : chars.slice(0, width - 1).join('') + '…';
}

/** @param {unknown} value */
function str(value) {
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : JSON.stringify(value);
}

/**
 * The outbox as a table a person can read: time, template, name, e-mail, first line of the message.
 * @param {readonly OutboxRecord[]} records
 * @returns {string}
 */
export function formatTable(records) {
  if (records.length === 0) return 'The outbox is empty.';
  const columns = /** @type {const} */ ([
    ['Received', 19],
    ['Template', 12],
    ['Name', 24],
    ['E-mail', 28],
    ['Message (first line)', 48],
  ]);
  const rows = records.map((record) => {
    const p = record.params ?? {};
    const time = record.receivedAt ? new Date(record.receivedAt) : null;
    const local = time
      ? new Date(time.getTime() - time.getTimezoneOffset() * 60_000)
          .toISOString()
          .slice(0, 19)
          .replace('T', ' ')
      : '';
    const firstLine =
      str(p.message)
        .split(/\r\n|\r|\n/)
        .find((line) => line.trim() !== '') ?? '';
    return [
      local,
      record.templateId ?? '',
      str(p.name ?? p.nameCompany),
      str(p.email),
      firstLine.trim(),
    ];
  });
  // eslint-disable-next-line no-control-regex -- terminal escapes in a visitor's text must not reach the terminal
  const control = /[\u0000-\u001f\u007f]/g;
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, i) => fit(cell.replace(control, ' '), columns[i]?.[1] ?? 20)).join('  ');
  const header = line(columns.map(([title]) => title));
  const rule = columns.map(([, width]) => '─'.repeat(width)).join('  ');
  return [
    header,
    rule,
    ...rows.map(line),
    '',
    `${records.length} enquir${records.length === 1 ? 'y' : 'ies'}`,
  ].join('\n');
}
