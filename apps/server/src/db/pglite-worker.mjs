// The embedded database's own thread (started by pglite-thread.ts). PGlite runs PostgreSQL as
// WebAssembly on whatever thread calls it: on the main thread every statement, an order's or an
// admin report's, stopped the shop from answering anyone else meanwhile. Here it runs beside the
// HTTP work, on the other core. Plain JavaScript, copied next to the server bundle like
// pglite-init.mjs, so the same file runs under the tests and in production.
//
// Requests are run strictly one after another in arrival order: the main thread decides what
// belongs to a transaction (pglite-thread.ts), and PostgreSQL here is one session anyway.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { answerError } from './pglite-answer.mjs';

const { dataDir, settings, replies } = workerData;

// PostgreSQL keeps its files for its own user (it runs under umask 0077), but PGlite's C library
// chmods what it opens with fopen (pg_internal.init…) to 0644 through Node's fs, past the process
// umask. This thread's fs is its own: take group and other permissions off every mode set here.
for (const name of ['chmodSync', 'fchmodSync']) {
  const chmod = fs[name];
  fs[name] = (target, mode, ...rest) => chmod(target, typeof mode === 'number' ? mode & ~0o077 : mode, ...rest);
}

/** An error as plain fields: a thrown DatabaseError's code, constraint, detail… survive the trip. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    try {
      structuredClone(value);
      fields[key] = value;
    } catch {
      // a field that cannot cross threads is left out
    }
  }
  return fields;
}

/**
 * Statements stay prepared, by text: PGlite's own `query` parses and plans every statement again
 * and crosses into WebAssembly six times for it (parse, describe, bind, describe, execute, sync).
 * A prepared one is bound and run in one crossing, with the plan PostgreSQL keeps for it
 * (docs/decisions/010-embedded-database-on-its-own-thread.md). The most recently used
 * MAX_PREPARED texts stay prepared.
 */
const MAX_PREPARED = 200;
const { serialize } = protocol;
/** Text → { name, paramTypes }, oldest use first. */
const prepared = new Map();
let preparedCount = 0;

/** Several protocol messages as one buffer, for one crossing into the database. */
function joined(messages) {
  const bytes = new Uint8Array(messages.reduce((sum, message) => sum + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

async function preparedStatement(db, text) {
  const known = prepared.get(text);
  if (known) {
    prepared.delete(text);
    prepared.set(text, known);
    return known;
  }
  const messages = [];
  if (prepared.size >= MAX_PREPARED) {
    const [oldestText, oldest] = prepared.entries().next().value;
    prepared.delete(oldestText);
    messages.push(serialize.close({ type: 'S', name: oldest.name }));
  }
  preparedCount += 1;
  const name = `shop_${preparedCount}`;
  messages.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
  // A statement that does not parse throws here and is not kept.
  const { messages: answers } = await db.execProtocol(joined(messages), { syncToFs: false });
  const statement = { name, paramTypes: parse.parseDescribeStatementResults(answers) };
  prepared.set(text, statement);
  return statement;
}

/**
 * What `db.query` answers, from a prepared statement. The answer leaves as the backend's bytes,
 * handed over to the main thread without a copy (pglite-answer.mjs reads them there): decoding the
 * rows here and cloning them across was a fifth of this thread's time under orders, and this
 * thread is what every statement of the shop waits for. Errors are read here, to forget a
 * statement whose kept plan no longer fits.
 */
async function query(db, { text, params = [] }) {
  const statement = await preparedStatement(db, text);
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializeValue = db.serializers[statement.paramTypes[index]];
    return serializeValue ? serializeValue(value) : value.toString();
  });
  const chunks = [];
  await db.execProtocolRawStream(
    joined([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    // A view into the database's memory, valid only during the call.
    { onRawData: (bytes) => chunks.push(bytes.slice()) },
  );
  const bytes = chunks.length === 1 ? chunks[0] : joined(chunks);
  const error = answerError(bytes);
  if (error) {
    // A table changed under the kept plan's columns: prepared again on the next call.
    if (/cached plan must not change result type/.test(error.message)) prepared.delete(text);
    throw error;
  }
  return { answer: bytes };
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\s*;?\s*$/i;

const operations = {
  query,
  exec: async (db, { text }) => {
    // Anything but BEGIN/COMMIT/ROLLBACK may change tables (migrations): plans are made afresh.
    if (prepared.size > 0 && !TRANSACTION_CONTROL.test(text)) {
      prepared.clear();
      if (!db.isInTransaction()) await db.exec('DEALLOCATE ALL');
    }
    return db.exec(text);
  },
  dump: async (db) => {
    const blob = await db.dumpDataDir('none');
    return { bytes: await blob.arrayBuffer(), type: blob.type };
  },
  close: (db) => db.close(),
};

/**
 * The array types PGlite gave parsers at start ([element type, array type]), for the main
 * thread's reader to parse as PGlite would (pglite-answer.mjs answerParsers).
 */
async function arrayTypesOf(db) {
  const { rows } = await db.query(
    `select b.oid, b.typarray from pg_catalog.pg_type a left join pg_catalog.pg_type b on b.oid = a.typelem
      where a.typcategory = 'A' group by b.oid, b.typarray`,
  );
  return rows.map((row) => [row.oid, row.typarray]);
}

let db;
try {
  db = await PGlite.create({ dataDir, postgresqlconf: settings, extensions: { pg_trgm } });
  parentPort.postMessage({ ready: true, arrayTypes: await arrayTypesOf(db) });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}

let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      const result = await operations[request.op](db, request);
      const transfer = request.op === 'dump' ? [result.bytes] : request.op === 'query' ? [result.answer.buffer] : [];
      replies.postMessage({ id: request.id, result }, transfer);
    } catch (error) {
      replies.postMessage({ id: request.id, error: plainError(error) });
    }
    if (request.op === 'close') {
      replies.close();
      parentPort.close();
    }
  });
});
