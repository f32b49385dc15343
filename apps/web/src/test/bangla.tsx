import type { ReactElement } from 'react';
import { createBangla } from '../app/i18n/bangla.ts';
import { LanguageProvider } from '../lib/i18n/index.ts';

/** An element as a Bangla page shows it: the real Bangla chunk's texts, numbers in Bengali digits. */
export function inBangla(element: ReactElement): ReactElement {
  return (
    <LanguageProvider language="bn" bangla={createBangla()}>
      {element}
    </LanguageProvider>
  );
}
