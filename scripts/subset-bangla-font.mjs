// `node scripts/subset-bangla-font.mjs`: regenerates apps/web/src/fonts/noto-sans-bengali-ui.woff2,
// the web font of the Bangla pages, from the Noto Sans Bengali the PDFs already use
// (@fontsource/noto-sans-bengali, SIL Open Font License 1.1). Needs fontTools with Brotli:
// `apt-get install python3-fonttools python3-brotli` (Debian) or `pip install fonttools brotli`.
//
// One weight (400; the browser emboldens headings), the Bengali letters, signs and digits of modern
// Bangla with the taka sign, the dandas, ZWNJ/ZWJ and the dotted circle, and every layout feature
// so conjuncts and vowel signs shape as in the full font; no hinting. Archaic and Assamese letters
// and the old currency fractions are left out to stay under the 40 kB a Bangla page may spend on
// its font: the system's font draws them. UNICODE_RANGE is also the @font-face's unicode-range in
// apps/web/src/index.css: change both together.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const UNICODE_RANGE =
  'U+0964-0965,U+0981-0983,U+0985-098B,U+098F-0990,U+0993-09A8,U+09AA-09B0,U+09B2,U+09B6-09B9,U+09BC-09C4,U+09C7-09C8,U+09CB-09CE,U+09D7,U+09DC-09DD,U+09DF,U+09E6-09EF,U+09F3,U+200C-200D,U+25CC';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(`${root}apps/server/package.json`);
const source = require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2');
const output = `${root}apps/web/src/fonts/noto-sans-bengali-ui.woff2`;
// Debian's fontTools lives with Debian's Python, which a pyenv or venv `python3` may hide.
const python = process.env.FONTTOOLS_PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

const run = spawnSync(
  python,
  [
    '-m',
    'fontTools.subset',
    source,
    `--unicodes=${UNICODE_RANGE}`,
    '--layout-features=*',
    '--no-hinting',
    '--drop-tables+=STAT',
    '--flavor=woff2',
    `--output-file=${output}`,
  ],
  { stdio: 'inherit' },
);
if (run.status !== 0) {
  console.error('fontTools.subset failed: apt-get install python3-fonttools python3-brotli (or set FONTTOOLS_PYTHON)');
  process.exit(run.status ?? 1);
}
console.log(`${output}: ${(statSync(output).size / 1024).toFixed(1)} kB`);
