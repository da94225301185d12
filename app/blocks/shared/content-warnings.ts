// Invalid content values are reported as warnings naming the block they belong to, and the block
// renders with a safe fallback (issue: "a rating of 7, an unknown theme, a missing field").
// Parsing is synchronous, so a module-level scope is enough to name the block being parsed.

let currentBlock: string | null = null;

/** Runs `parse` with warnings attributed to `block` (for example `star_rating#uid`). */
export function inBlockScope<T>(block: string, parse: () => T): T {
  const previous = currentBlock;
  currentBlock = block;
  try {
    return parse();
  } finally {
    currentBlock = previous;
  }
}

export function warnContent(problem: string): void {
  console.warn(`Invalid content${currentBlock ? ` in ${currentBlock}` : ''}: ${problem}`);
}

/** A short, safe rendering of an editor's value for a warning line. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
