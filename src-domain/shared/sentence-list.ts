/** "a, b and c" (or "a, b or c"): words in a sentence, as the borrower reads them. */
export function sentenceList(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}` : (words[0] ?? '');
}
