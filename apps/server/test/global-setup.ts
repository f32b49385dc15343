import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../../../scripts/server-bundle-options.mjs';
import type { TestProject } from 'vitest/node';
import { dumpDatabases, writeMigratedDataDir } from './migrated-database.ts';
import { missingServices } from './services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated embedded database every test shop starts as a copy of. */
    migratedDatabaseDump: string;
    /** The file holding an embedded database just after initdb, for tests of the migrations themselves. */
    emptyDatabaseDump: string;
    /** A DATA_DIR holding that database, for shop processes to start from a copy of (processes.ts). */
    migratedDataDir: string;
    /** Where test files build the web app (inside the repository: its bundle resolves node_modules). */
    webBuildsFolder: string;
    /** Where test files build the server bundle (inside apps/server: it resolves the server's node_modules). */
    serverBuildsFolder: string;
  }
}

interface Prepared {
  dump: string;
  emptyDump: string;
  dataDir: string;
  webBuilds: string;
  serverBuilds: string;
  remove: () => void;
}

function mkdtempIn(parent: string, prefix: string): string {
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, prefix));
}

/** Migrates the database once and makes the folders the test files share. */
async function prepare(): Promise<Prepared> {
  const folder = mkdtempSync(join(tmpdir(), 'toolsbd-test-db-'));
  const dump = join(folder, 'migrated.tar');
  const emptyDump = join(folder, 'empty.tar');
  const { empty, migrated } = await dumpDatabases();
  writeFileSync(dump, Buffer.from(await migrated.arrayBuffer()));
  writeFileSync(emptyDump, Buffer.from(await empty.arrayBuffer()));
  const dataDir = join(folder, 'data');
  await writeMigratedDataDir(migrated, dataDir);
  const webBuilds = mkdtempIn(join(repositoryRoot, 'node_modules/.cache'), 'tools-bd-web-');
  const serverBuilds = mkdtempIn(join(repositoryRoot, 'apps/server/node_modules/.cache'), 'tools-bd-server-');
  return {
    dump,
    emptyDump,
    dataDir,
    webBuilds,
    serverBuilds,
    remove: () => {
      for (const made of [folder, webBuilds, serverBuilds]) rmSync(made, { recursive: true, force: true });
    },
  };
}

/**
 * The projects that use this setup (server, server-mocking) run it each, in one process but each
 * with its own copy of this module: they share the one preparation through the process's globals,
 * and the last to finish removes it.
 */
const shared = globalThis as typeof globalThis & { toolsBdTestSetup?: { prepared: Promise<Prepared>; users: number } };

/** Once per run of the server tests: says which suites skip, and migrates one embedded database for all. */
export default async function setup(project: TestProject): Promise<() => void> {
  const first = !shared.toolsBdTestSetup;
  shared.toolsBdTestSetup ??= { prepared: prepare(), users: 0 };
  const state = shared.toolsBdTestSetup;
  state.users += 1;
  // Importing services.ts has already failed the run if CI=true and a server is missing.
  if (first && missingServices.length > 0) {
    const names = missingServices.map((service) => service.name).join(' and ');
    const variables = missingServices.map((service) => service.variable).join(' and ');
    console.log(`${names} suites skipped: ${variables} not set (CI sets them; README, Tests).`);
  }
  const prepared = await state.prepared;
  project.provide('migratedDatabaseDump', prepared.dump);
  project.provide('emptyDatabaseDump', prepared.emptyDump);
  project.provide('migratedDataDir', prepared.dataDir);
  project.provide('webBuildsFolder', prepared.webBuilds);
  project.provide('serverBuildsFolder', prepared.serverBuilds);
  return () => {
    state.users -= 1;
    if (state.users > 0) return;
    prepared.remove();
    delete shared.toolsBdTestSetup;
  };
}
