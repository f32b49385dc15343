import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let ssrBuild = false;
  return {
    name: 'tools-bd-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssrBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server-rendering bundle is read by the server from disk, never sent to a browser.
      if (ssrBuild) return;
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
