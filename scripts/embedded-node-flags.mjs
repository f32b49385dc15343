// Node options for the shop, in one place: `npm start`, the bench, the audit and the browser
// journeys all run the shop with them.
// - No allocation-site pretenuring, on either database (docs/decisions/042-no-allocation-site-pretenuring.md):
//   V8 otherwise learns from the pages the catalogue keeps that a page's text lives long, and then
//   puts every page's text straight into the old generation, where only full collections free it.
const SHARED_NODE_FLAGS = ['--no-allocation-site-pretenuring'];

// On the embedded database (why, and the figures: docs/decisions/010-embedded-database-on-its-own-thread.md):
// - PGlite's WebAssembly compiled by the baseline compiler only: much less memory for somewhat
//   fewer orders/s on the embedded database.
// - A young generation of at most 2 x 8 MB (default 2 x 16): a lower peak RSS, reads and the mixed
//   row no slower.
export const EMBEDDED_NODE_FLAGS = [...SHARED_NODE_FLAGS, '--liftoff-only', '--max-semi-space-size=8'];

// On PostgreSQL (docs/decisions/031): the old generation grows to 1.5 x what the last full
// collection kept, not up to 4 x. Answers read from the database for one request outlive the young
// generation's collections while they wait, and without the bound a shop on 100,000 products grew
// from 150 MB of live heap to 750 MB of RSS before collecting them.
export const POSTGRES_NODE_FLAGS = [...SHARED_NODE_FLAGS, '--heap-growing-percent=50'];
