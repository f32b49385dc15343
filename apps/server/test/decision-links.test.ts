import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and documents give the why by naming a decision record: a record renumbered, or a
 * number mistyped, sends the reader to nothing. Every record named by its file must exist.
 */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const decisionsFolder = join(repositoryRoot, 'docs/decisions');
const SEARCHED = ['apps', 'packages', 'scripts', 'docs', 'README.md', 'ARCHITECTURE.md', 'SECURITY.md'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr']);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|md|sql)$/;
const NAMED_RECORD = /decisions\/(\d{3}-[a-z0-9-]+\.md)/g;

/** The folder's entries, or null for a file (or nothing) at `path`. */
function entriesOf(path: string) {
  try {
    return readdirSync(path, { withFileTypes: true });
  } catch {
    return null;
  }
}

/** The text files at or under `path`, past build output and installed packages. */
function textFiles(path: string): string[] {
  const entries = entriesOf(path);
  if (!entries) return TEXT_FILE.test(path) && existsSync(path) ? [path] : [];
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? SKIPPED_FOLDERS.has(entry.name)
        ? []
        : textFiles(join(path, entry.name))
      : TEXT_FILE.test(entry.name)
        ? [join(path, entry.name)]
        : [],
  );
}

describe('decision records named in the repository', () => {
  it('every record named by its file exists in docs/decisions', () => {
    const records = new Set(readdirSync(decisionsFolder));
    const missing: string[] = [];
    for (const file of SEARCHED.flatMap((path) => textFiles(join(repositoryRoot, path)))) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(NAMED_RECORD))
        if (!records.has(name!)) missing.push(`${relative(repositoryRoot, file)} names ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
