import { randomFillSync } from 'node:crypto';

/**
 * Random bytes drawn from a pool refilled 4 kB at a time, as `randomUUID` draws its own: a
 * `randomBytes` call per value asks the system for entropy each time, some microseconds on the
 * request thread for every order's SMS id. For ids that must not collide, not for secrets.
 */
const pool = Buffer.allocUnsafe(4096);
let used = pool.length;

/** `bytes` random bytes (at most the pool's 4,096) as lowercase hex. */
export function randomHex(bytes: number): string {
  if (bytes > pool.length) throw new RangeError(`randomHex takes at most ${pool.length} bytes`);
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const text = pool.toString('hex', used, used + bytes);
  used += bytes;
  return text;
}
