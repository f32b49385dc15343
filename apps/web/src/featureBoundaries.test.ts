import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` keeps the web app's layers apart (eslint.config.js): these imports are linted
 * as if they were files of the app, so a change to the rule that lets a bad import through fails here.
 */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('feature boundaries (lint)', { timeout: 30_000 }, () => {
  it("refuses a feature reaching into another feature's insides", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/reviews/routes/Bad.tsx',
      "import { useCancelOrder } from '../../orders/api.ts';\nexport const cancel = useCancelOrder;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/feature="reviews".*feature="orders"/)]);
  });

  it("lets a feature use another feature's index.ts, shared components, lib and the contract", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/reviews/routes/Good.tsx',
      [
        "import { useMyOrders } from '../../orders/index.ts';",
        "import { Button } from '../../../components/Button.tsx';",
        "import { formatPrice } from '../../../lib/money.ts';",
        "import { orderMessages } from '@tools-bd/contract/messages';",
        'export const used = [useMyOrders, Button, formatPrice, orderMessages];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses a feature importing the app shell', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/orders/Bad.ts',
      "import { AppProviders } from '../../app/providers.tsx';\nexport const x = AppProviders;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/to elements of type "app"/)]);
  });

  it.each([
    [
      'apps/web/src/components/Bad.tsx',
      "import { useMyOrders } from '../features/orders/index.ts';\nexport const x = useMyOrders;\n",
      /type "components".*type "feature"/,
    ],
    [
      'apps/web/src/lib/bad.ts',
      "import { AppProviders } from '../app/providers.tsx';\nexport const x = AppProviders;\n",
      /type "lib".*type "app"/,
    ],
  ])('refuses shared code (%s) importing features or the app', async (filePath, code, expected) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringMatching(expected)]);
  });

  it('lets the app shell use any part of a feature (its routes are loaded lazily)', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/app/Good.tsx',
      "import MyOrdersPage from '../features/orders/routes/MyOrdersPage.tsx';\nexport const page = MyOrdersPage;\n",
    );
    expect(errors).toEqual([]);
  });

  it('gives every feature an index.ts door', () => {
    const features = join(repositoryRoot, 'apps/web/src/features');
    const names = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(names.filter((name) => !existsSync(join(features, name, 'index.ts')))).toEqual([]);
  });
});
