// Reading the embedded database's answers (the backend's protocol bytes) into what PGlite's `query`
// gives: rows, fields, counts, or a DatabaseError. The database's thread (pglite-worker.mjs) only
// looks for errors and hands the bytes over; the main thread (pglite-thread.ts) reads the rows.
// Plain JavaScript, copied next to the server bundle with the worker.
import { messages, types } from '@electric-sql/pglite';

const utf8 = new TextDecoder();
/** PostgreSQL's ErrorResponse field codes, by the names PGlite's DatabaseError gives them. */
const ERROR_FIELDS = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/**
 * The backend's answer to bind/describe/execute/sync, read straight from its bytes: the rows as
 * PGlite's `query` gives them ({ rows, fields, command, affectedRows, rowCount }), or its error.
 * PGlite's own reader copies every field into an ArrayBuffer of its own before decoding it, which
 * was the database thread's busiest JavaScript; this one decodes in place, on the main thread. Values of the types in
 * `textTypes` stay the database's text (the caller checked that its parsers keep text).
 */
export function readAnswer(bytes, parsers, textTypes, rowMode) {
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
  for (let at = 0; at + 5 <= bytes.length;) {
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
      rows.push(
        rowMode === 'array' ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
      );
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

/** The answer's error (a DatabaseError), or null: only the messages' types are looked at until one is an error. */
export function answerError(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    if (bytes[at] === 0x45 /* E: error */) return readAnswer(bytes, {}, undefined, undefined).error;
  }
  return null;
}

/**
 * The parsers PGlite gives a database: its defaults, and for each array type (`arrayTypes`:
 * [element type, array type], read from pg_type at start) the array of its element's parser.
 */
export function answerParsers(arrayTypes) {
  const parsers = { ...types.parsers };
  for (const [element, array] of arrayTypes) {
    parsers[array] = (value) => types.arrayParser(value, parsers[element], array);
  }
  return parsers;
}
