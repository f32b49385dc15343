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
import { PGlite, messages, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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

/** What `db.query` answers, from a prepared statement: the same rows, parsers, counts and errors. */
async function query(db, { text, params = [], rowMode, textTypes }) {
  const statement = await preparedStatement(db, text);
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializeValue = db.serializers[statement.paramTypes[index]];
    return serializeValue ? serializeValue(value) : value.toString();
  });
  const chunks = [];
  await db.execProtocolRawStream(
    joined([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    // A view into the database's memory, valid only during the call.
    { onRawData: (bytes) => chunks.push(bytes.slice()) },
  );
  const answer = readAnswer(chunks.length === 1 ? chunks[0] : joined(chunks), db.parsers, textTypes, rowMode);
  if (answer.error) {
    // A table changed under the kept plan's columns: prepared again on the next call.
    if (/cached plan must not change result type/.test(answer.error.message)) prepared.delete(text);
    throw answer.error;
  }
  return answer.result;
}

const utf8 = new TextDecoder();
/** PostgreSQL's ErrorResponse field codes, by the names PGlite's DatabaseError gives them. */
const ERROR_FIELDS = { S: 'severity', C: 'code', D: 'detail', H: 'hint', P: 'position', p: 'internalPosition', q: 'internalQuery', W: 'where', s: 'schema', t: 'table', c: 'column', d: 'dataType', n: 'constraint', F: 'file', L: 'line', R: 'routine' };

/**
 * The backend's answer to bind/describe/execute/sync, read straight from its bytes: the rows as
 * PGlite's `query` gives them ({ rows, fields, command, affectedRows, rowCount }), or its error.
 * PGlite's own reader copies every field into an ArrayBuffer of its own before decoding it, which
 * was the database thread's busiest JavaScript; this one decodes in place. Values of the types in
 * `textTypes` stay the database's text (the caller checked that its parsers keep text).
 */
function readAnswer(bytes, parsers, textTypes, rowMode) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fields = [];
  // Per column: how its text becomes a value (none: kept as text, as asked or for unknown types).
  let readers = [];
  const rows = [];
  let result = { affectedRows: 0, rows, fields };
  let error = null;
  const cstring = (at) => {
    const end = bytes.indexOf(0, at);
    return [utf8.decode(bytes.subarray(at, end)), end + 1];
  };
  for (let at = 0; at + 5 <= bytes.length; ) {
    const type = bytes[at];
    const end = at + 1 + view.getInt32(at + 1);
    let offset = at + 5;
    if (type === 0x54 /* T: row description */) {
      const count = view.getInt16(offset);
      offset += 2;
      fields = [];
      for (let index = 0; index < count; index += 1) {
        const [name, next] = cstring(offset);
        fields.push({ name, dataTypeID: view.getInt32(next + 6) });
        offset = next + 18;
      }
      readers = fields.map(({ dataTypeID }) => (textTypes?.includes(dataTypeID) ? undefined : parsers[dataTypeID]));
    } else if (type === 0x44 /* D: data row */) {
      const count = view.getInt16(offset);
      offset += 2;
      const values = new Array(count);
      for (let index = 0; index < count; index += 1) {
        const length = view.getInt32(offset);
        offset += 4;
        if (length < 0) {
          values[index] = null;
          continue;
        }
        const textValue = utf8.decode(bytes.subarray(offset, offset + length));
        offset += length;
        const readValue = readers[index];
        values[index] = readValue ? readValue(textValue, fields[index].dataTypeID) : textValue;
      }
      rows.push(rowMode === 'array' ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])));
    } else if (type === 0x43 /* C: command complete */) {
      const words = cstring(offset)[0].split(' ');
      const count = parseInt(words.at(-1), 10);
      const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]) ? count : 0;
      result = { rows, fields, command: words[0], affectedRows: affected };
      if (!Number.isNaN(count)) result.rowCount = count;
    } else if (type === 0x45 /* E: error */ && !error) {
      const found = {};
      while (bytes[offset] !== 0) {
        const code = String.fromCharCode(bytes[offset]);
        const [value, next] = cstring(offset + 1);
        found[code] = value;
        offset = next;
      }
      error = new messages.DatabaseError(found.M, end - at - 1, 'error');
      for (const [code, name] of Object.entries(ERROR_FIELDS)) error[name] = found[code];
    }
    at = end;
  }
  return error ? { error } : { result };
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

let db;
try {
  db = await PGlite.create({ dataDir, postgresqlconf: settings, extensions: { pg_trgm } });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}

let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(async () => {
    try {
      const result = await operations[request.op](db, request);
      const transfer = request.op === 'dump' ? [result.bytes] : [];
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
