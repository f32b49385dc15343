// Node options for a shop on the embedded database, in one place: `npm start`, the bench, the
// audit and the browser journeys all run the shop with them (figures in README).
// - PGlite's WebAssembly compiled by the baseline compiler only: ~70 MB less memory for ~15%
//   fewer orders/s on the embedded database.
// - A young generation of at most 2 x 8 MB (default 2 x 16): peak RSS at 20,000 products
//   351 -> 333 MB with reads and the mixed row no slower (npm run bench, same sitting).
export const EMBEDDED_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=8'];
