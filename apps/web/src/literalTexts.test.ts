import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` refuses a literal user-facing text in a component (eslint.config.js,
 * eslint-rules/no-literal-ui-string.js): these fixtures are linted as if they were screens of the
 * app, so a change that lets an English-only text through fails here.
 */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

async function literalTexts(code: string, filePath = 'apps/web/src/features/reviews/routes/Fixture.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'local/no-literal-ui-string')
    .map((message) => message.message);
}

describe('no literal user-facing text in components (lint)', { timeout: 30_000 }, () => {
  it('fails JSX text, user-facing attributes, texts chosen between tags, column headers and dialogs', async () => {
    const errors = await literalTexts(
      [
        'export function Fixture({ busy }: { busy: boolean }) {',
        "  if (!window.confirm('Delete it?')) return null;",
        "  const columns = [{ id: 'name', header: 'Name' }];",
        '  return (',
        '    <section aria-label="Reviews" title={`Your reviews`}>',
        '      <h1>My reviews</h1>',
        '      <input placeholder="Search" />',
        "      <button>{busy ? 'Saving…' : 'Save'}</button>",
        '      <p>{columns.length}</p>',
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(errors.map((error) => error.match(/"(.*)"/)?.[1])).toEqual([
      'Delete it?',
      'Name',
      'Reviews',
      'Your reviews',
      'My reviews',
      'Search',
      'Saving…',
      'Save',
    ]);
  });

  it('lets texts from a catalog, brand names, symbols, class names and ids through', async () => {
    const errors = await literalTexts(
      [
        "import { useTexts } from '../../../lib/i18n/index.ts';",
        "import { reviewTexts } from '../texts.ts';",
        'export function Fixture() {',
        '  const t = useTexts(reviewTexts);',
        '  return (',
        '    <section id="reviews" className="card p-4" aria-label={t.heading} data-testid="reviews">',
        '      <h1>{t.heading}</h1>',
        '      <span>Tools-BD</span> <span>SSLCommerz</span> <span>·</span> <span>—</span> <span>{2}</span>',
        '      <input type="email" autoComplete="email" />',
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(
      await literalTexts('export const x = <p>Hello</p>;\n', 'apps/web/src/features/reviews/Fixture.test.tsx'),
    ).toEqual([]);
  });
});
