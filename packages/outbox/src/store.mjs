import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * One stored enquiry: a line of the JSON-lines outbox file.
 * @typedef {object} OutboxRecord
 * @property {string} id                 server-side id of the line
 * @property {string} receivedAt         ISO time the outbox accepted it
 * @property {string | null} idempotencyKey  the client's `enquiry_id` (or `idempotency_key`) template param
 * @property {string} serviceId
 * @property {string} templateId
 * @property {string | null} libVersion
 * @property {string | null} origin      the Origin header of the request, if any
 * @property {Record<string, unknown>} params  template_params exactly as received
 */

/**
 * @typedef {object} AppendResult
 * @property {boolean} duplicate  true when a line with the same idempotency key was already stored
 * @property {OutboxRecord} record the stored record (the earlier one for a duplicate)
 */

/**
 * @typedef {object} OutboxStore
 * @property {string} file
 * @property {(record: OutboxRecord) => Promise<AppendResult>} append
 *   Resolves only after the line is written and fsynced; a duplicate idempotency key stores nothing.
 * @property {() => Promise<OutboxRecord[]>} readAll
 * @property {() => Promise<void>} clear
 * @property {() => Promise<void>} close
 */

/**
 * Parses a JSON-lines outbox file; a torn last line (a crash mid-write) is skipped.
 * @param {string} text
 * @returns {OutboxRecord[]}
 */
export function parseOutbox(text) {
  /** @type {OutboxRecord[]} */
  const records = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      records.push(JSON.parse(line));
    } catch {
      // A line cut short by a crash before its write returned was never acknowledged: skip it.
    }
  }
  return records;
}

/**
 * Reads every record of an outbox file (an absent file is an empty outbox).
 * @param {string} file
 * @returns {Promise<OutboxRecord[]>}
 */
export async function readOutbox(file) {
  try {
    return parseOutbox(await readFile(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Opens (creating if needed) the append-only outbox file.
 * Writes are group-committed: every line waiting while an fsync runs goes out in the next single
 * write + fdatasync, so many parallel enquiries cost few syncs and never interleave.
 * @param {string} file
 * @returns {Promise<OutboxStore>}
 */
export async function openOutboxStore(file) {
  await mkdir(dirname(file), { recursive: true });
  const existing = await readOutbox(file);
  let created = false;
  /** @type {Buffer} */
  let head = Buffer.alloc(0);
  try {
    head = await readFile(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    created = true;
  }
  const handle = await open(file, 'a'); // O_WRONLY | O_CREAT | O_APPEND
  if (created) {
    // The new file's directory entry must be durable too, or a crash could lose the whole file.
    const dir = await open(dirname(file), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
  if (head.length > 0 && head[head.length - 1] !== 0x0a) {
    // A torn line from an earlier crash: end it so the next record starts on its own line.
    await handle.write('\n');
    await handle.datasync();
  }

  /** @type {Map<string, Promise<OutboxRecord>>} */
  const keys = new Map();
  for (const record of existing) {
    if (record.idempotencyKey) keys.set(record.idempotencyKey, Promise.resolve(record));
  }

  /** @type {{ line: string; resolve: () => void; reject: (error: unknown) => void }[]} */
  let pending = [];
  /** @type {Promise<void>} */
  let chain = Promise.resolve();
  let scheduled = false;
  let closed = false;

  async function flush() {
    try {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        try {
          await handle.write(batch.map((entry) => entry.line).join(''));
          await handle.datasync();
          for (const entry of batch) entry.resolve();
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      scheduled = false;
    }
  }

  /**
   * Runs `task` after every earlier write and clear, keeping file operations in order.
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>}
   */
  function serial(task) {
    const result = chain.then(task);
    chain = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** @param {string} line */
  function writeLine(line) {
    return new Promise((resolve, reject) => {
      pending.push({ line, resolve: () => resolve(undefined), reject });
      if (!scheduled) {
        scheduled = true;
        void serial(flush);
      }
    });
  }

  return {
    file,
    async append(record) {
      if (closed) throw new Error('outbox store is closed');
      const key = record.idempotencyKey;
      if (key) {
        const earlier = keys.get(key);
        // A duplicate answers only once the first copy is durable (or fails with it).
        if (earlier) return { duplicate: true, record: await earlier };
      }
      const written = writeLine(JSON.stringify(record) + '\n').then(() => record);
      if (key) {
        keys.set(key, written);
        written.catch(() => {
          if (keys.get(key) === written) keys.delete(key);
        });
      }
      return { duplicate: false, record: await written };
    },
    readAll() {
      return serial(() => readOutbox(file));
    },
    clear() {
      return serial(async () => {
        await handle.truncate(0);
        await handle.datasync();
        keys.clear();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await serial(async () => undefined);
      await handle.close();
    },
  };
}
