import type { Results } from '@electric-sql/pglite';

type Parsers = Record<number, (value: string, typeId: number) => unknown>;
export declare function readAnswer(
  bytes: Uint8Array,
  parsers: Parsers,
  textTypes: number[] | undefined,
  rowMode: string | undefined,
): { result: Results; error?: undefined } | { error: Error; result?: undefined };
export declare function answerError(bytes: Uint8Array): Error | null;
export declare function answerParsers(arrayTypes: [number, number][]): Parsers;
