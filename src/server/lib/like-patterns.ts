/** LIKE treats % and _ as wildcards: a search for "50%" means the characters themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE/LIKE pattern matching `text` anywhere in a value, taken literally. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
