/** The index of the first word of a sorted vocabulary at or after `prefix` (its length when none is): a binary search. */
export function firstAtOrAfter(vocabulary: readonly string[], prefix: string): number {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (vocabulary[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The words of a sorted vocabulary that start with `prefix`: a binary search to the first one,
 * then a walk while they match. Shared by the search's lexeme index and the name-word index.
 */
export function wordsStartingWith(vocabulary: readonly string[], prefix: string): string[] {
  const found: string[] = [];
  for (
    let index = firstAtOrAfter(vocabulary, prefix);
    index < vocabulary.length && vocabulary[index]!.startsWith(prefix);
    index++
  )
    found.push(vocabulary[index]!);
  return found;
}
