import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, lockFileOf } from './data-dir-lock.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('takes the lock of a brand-new DATA_DIR whose folder does not exist yet (first start, seed:catalog, the bench)', () => {
    const root = mkdtempSync(join(tmpdir(), 'tools-bd-lock-'));
    folders.push(root);
    const databaseDir = join(root, 'not-yet', 'pglite');
    const lock = acquireDataDirLock(databaseDir);
    try {
      expect(JSON.parse(readFileSync(lockFileOf(databaseDir), 'utf8')).pid).toBe(process.pid);
    } finally {
      lock.release();
    }
    expect(existsSync(lockFileOf(databaseDir))).toBe(false);
  });
});
