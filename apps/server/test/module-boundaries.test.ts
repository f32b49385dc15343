import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` keeps the server's modules apart (eslint.config.js): these imports are linted as
 * if they were files of the server, so a change to the rule that lets a bad import through fails here.
 */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const modulesFolder = join(repositoryRoot, 'apps/server/src/modules');
const eslint = new ESLint({ cwd: repositoryRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

const moduleNames = () =>
  readdirSync(modulesFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every .ts file under `folder` that is not a test. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('server module boundaries (lint)', { timeout: 30_000 }, () => {
  it("refuses a module importing another module's inner file", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/payments/bad.ts',
      "import type { OrderRow } from '../orders/placement.ts';\nexport type Row = OrderRow;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/module="payments".*module="orders"/)]);
  });

  it("refuses a module reaching into the catalogue's sub-folders", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/orders/bad.ts',
      "import type { StockLevel } from '../catalog/listing/snapshot.ts';\nexport type Level = StockLevel;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/module="orders".*module="catalog"/)]);
  });

  it("lets a module use another module's index.ts, lib, db, plugins, providers and the contract", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/payments/good.ts',
      [
        "import { lockOrder, type OrderRow } from '../orders/index.ts';",
        "import { badRequest } from '../../lib/http-errors.ts';",
        "import { orders } from '../../db/schema.ts';",
        "import { signedInUser } from '../../plugins/authentication.ts';",
        "import type { MailMessage } from '../../providers/mail/index.ts';",
        "import { orderMessages } from '@tools-bd/contract';",
        "import { judge } from './own-inner-file.ts';",
        'export const used = [lockOrder, badRequest, orders, signedInUser, orderMessages, judge];',
        'export type Used = [OrderRow, MailMessage];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it.each([
    [
      'apps/server/src/plugins/bad.ts',
      "import { toOrderResponse } from '../modules/orders/index.ts';\nexport const x = toOrderResponse;\n",
      /type "server-plugins".*module="orders"/,
    ],
    [
      'apps/server/src/lib/bad.ts',
      "import { isPaid } from '../modules/orders/index.ts';\nexport const x = isPaid;\n",
      /type "server-lib".*module="orders"/,
    ],
    [
      'apps/server/src/providers/mail/bad.ts',
      "import { enqueueMail } from '../../modules/notifications/index.ts';\nexport const x = enqueueMail;\n",
      /type "server-providers".*module="notifications"/,
    ],
    [
      'apps/server/src/db/bad.ts',
      "import { recordPayment } from '../modules/payments/index.ts';\nexport const x = recordPayment;\n",
      /type "server-db".*module="payments"/,
    ],
  ])('refuses shared code (%s) importing a module', async (filePath, code, expected) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringMatching(expected)]);
  });

  it('gives every module an index.ts door', () => {
    expect(moduleNames().filter((name) => !existsSync(join(modulesFolder, name, 'index.ts')))).toEqual([]);
  });

  it('keeps the modules in layers: no module reaches, through others, back to itself', () => {
    const names = moduleNames();
    const uses = new Map<string, Set<string>>();
    for (const name of names) {
      const used = new Set<string>();
      for (const file of sourceFiles(join(modulesFolder, name))) {
        for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
          const [other] = relative(modulesFolder, resolve(dirname(file), specifier!)).split(sep);
          if (other !== name && names.includes(other!)) used.add(other!);
        }
      }
      uses.set(name, used);
    }
    const circles: string[] = [];
    const visit = (name: string, path: string[]): void => {
      if (path.includes(name)) return void circles.push([...path.slice(path.indexOf(name)), name].join(' -> '));
      for (const other of uses.get(name) ?? []) visit(other, [...path, name]);
    };
    for (const name of uses.keys()) visit(name, []);
    expect(circles).toEqual([]);
    // The layering ARCHITECTURE.md describes, seen from the imports.
    expect([...(uses.get('orders') ?? [])].sort()).toEqual([
      'cart',
      'catalog',
      'companies',
      'invoices',
      'notifications',
    ]);
    for (const lower of ['cart', 'catalog', 'invoices', 'notifications'])
      expect([...(uses.get(lower) ?? [])]).toEqual([]);
  });
});
