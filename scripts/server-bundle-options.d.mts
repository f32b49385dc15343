import type { BuildOptions } from 'esbuild';

export declare const repositoryRoot: string;
export declare const serverBundleOptions: BuildOptions;
export declare function buildServerBundle(outDir: string, options?: BuildOptions): Promise<void>;
