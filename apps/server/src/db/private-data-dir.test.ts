import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeDataDirPrivate } from './private-data-dir.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every entry under a folder with its mode, the folder itself first. */
function modes(root: string): Record<string, string> {
  const found: Record<string, string> = { '.': modeOf(root).toString(8) };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink()) found[path.slice(root.length + 1)] = modeOf(path).toString(8);
  }
  return found;
}

describe('makeDataDirPrivate', () => {
  const roots: string[] = [];
  const scratch = () => {
    const root = mkdtempSync(join(tmpdir(), 'toolsbd-private-'));
    roots.push(root);
    return root;
  };
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('creates a missing DATA_DIR (and its parents) for its owner only', () => {
    const dataDir = join(scratch(), 'shop', 'data');
    expect(makeDataDirPrivate(dataDir)).toBe(0);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, '..'))).toBe(0o700);
  });

  it('tightens an existing folder: folders 0700, files 0600 at most, and counts what it changed', () => {
    const dataDir = scratch();
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'pglite', 'pg_wal'), { recursive: true });
    chmodSync(join(dataDir, 'pglite'), 0o777);
    chmodSync(join(dataDir, 'pglite', 'pg_wal'), 0o777);
    writeFileSync(join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 'argon2id hashes', { mode: 0o666 });
    chmodSync(join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 0o666);
    writeFileSync(join(dataDir, 'jwt-secret'), 'secret', { mode: 0o600 });
    chmodSync(join(dataDir, 'jwt-secret'), 0o600);
    writeFileSync(join(dataDir, 'run.sh'), '#!/bin/sh');
    chmodSync(join(dataDir, 'run.sh'), 0o755);

    expect(makeDataDirPrivate(dataDir)).toBe(5);
    expect(modes(dataDir)).toEqual({
      '.': '700',
      pglite: '700',
      'pglite/pg_wal': '700',
      'pglite/pg_wal/000000010000000000000001': '600',
      'jwt-secret': '600',
      'run.sh': '700',
    });
    // Nothing left to do the next time.
    expect(makeDataDirPrivate(dataDir)).toBe(0);
  });

  it('does not follow a link out of the folder', () => {
    const outside = join(scratch(), 'shared.txt');
    writeFileSync(outside, "not the shop's");
    chmodSync(outside, 0o644);
    const dataDir = scratch();
    chmodSync(dataDir, 0o700);
    symlinkSync(outside, join(dataDir, 'link'));
    expect(makeDataDirPrivate(dataDir)).toBe(0);
    expect(modeOf(outside)).toBe(0o644);
  });
});
