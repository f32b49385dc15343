import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` refuses the browser's number field and react-hook-form's `valueAsNumber` in a
 * screen (eslint.config.js): both drop Bengali digits (docs/decisions/033).
 */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

async function numberFieldErrors(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'apps/web/src/features/reviews/routes/Fixture.tsx' });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

describe('number fields that take Bengali digits (lint)', { timeout: 30_000 }, () => {
  it('fails a raw number input and valueAsNumber, and lets FormField and NumberInput through', async () => {
    const lines = await numberFieldErrors(
      [
        "import { FormField } from '../../../components/FormField.tsx';",
        "import { NumberInput } from '../../../components/NumberInput.tsx';",
        'export function Fixture({ register }: { register: (name: string, options: object) => object }) {',
        '  return (',
        '    <form>',
        '      <input type="number" />',
        '      <FormField label={null} type="number" {...register(\'a\', { valueAsNumber: true })} />',
        '      <NumberInput min={1} />',
        '      <input type="tel" />',
        '    </form>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(lines).toEqual([6, 7]);
  });
});
