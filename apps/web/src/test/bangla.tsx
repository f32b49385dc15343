import type { ReactElement } from 'react';
import { loadAllBangla } from '../app/i18n/banglaStore.ts';
import { LanguageProvider } from '../lib/i18n/index.ts';

// Every namespace, loaded before the first test renders: a test's screen never waits for its texts.
const bangla = await loadAllBangla();

/** An element as a Bangla page shows it: the real Bangla chunks' texts, numbers in Bengali digits. */
export function inBangla(element: ReactElement): ReactElement {
  return (
    <LanguageProvider language="bn" bangla={bangla}>
      {element}
    </LanguageProvider>
  );
}
