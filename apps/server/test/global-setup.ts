import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../../../scripts/server-bundle-options.mjs';
import type { TestProject } from 'vitest/node';
import { dumpMigratedDatabase } from './migrated-database.ts';
import { missingServices } from './services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated embedded database every test shop starts as a copy of. */
    migratedDatabaseDump: string;
    /** Where test files build the web app (inside the repository: its bundle resolves node_modules). */
    webBuildsFolder: string;
  }
}

/** Once per run of the server tests: says which suites skip, and migrates one embedded database for all. */
export default async function setup(project: TestProject): Promise<() => void> {
  // Importing services.ts has already failed the run if CI=true and a server is missing.
  if (missingServices.length > 0) {
    const names = missingServices.map((service) => service.name).join(' and ');
    const variables = missingServices.map((service) => service.variable).join(' and ');
    console.log(`${names} suites skipped: ${variables} not set (CI sets them; README, Tests).`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'toolsbd-test-db-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedDatabase()).arrayBuffer()));
  project.provide('migratedDatabaseDump', file);
  mkdirSync(join(repositoryRoot, 'node_modules/.cache'), { recursive: true });
  const webBuilds = mkdtempSync(join(repositoryRoot, 'node_modules/.cache/tools-bd-web-'));
  project.provide('webBuildsFolder', webBuilds);
  return () => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(webBuilds, { recursive: true, force: true });
  };
}
