// Invalid content values are reported as warnings naming the block they belong to, and the block
// renders with a safe fallback (issue: "a rating of 7, an unknown theme, a missing field").
// Parsing is synchronous, so a module-level scope is enough to name the block being parsed, and to
// hand the warnings of one parse to a caller that shows them (the editor's field errors) instead of
// logging them.

let currentBlock: string | null = null;

/** One warning as a caller of `collectContentWarnings` receives it. */
export interface ContentWarning {
  /** The log line's text (after the block's name): `anchor "1x" (not an element id); using ""`. */
  problem: string;
  /** Where a field's value was replaced: the schema's own message for it (`not an element id`)… */
  reason?: string;
  /** …and what the site uses instead, as `describeValue` shows it. */
  replacement?: string;
}

let collected: ContentWarning[] | null = null;

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

/** Runs `parse` and returns the warnings it gave instead of logging them. */
export function collectContentWarnings<T>(parse: () => T): { result: T; warnings: ContentWarning[] } {
  const previous = collected;
  const warnings: ContentWarning[] = [];
  collected = warnings;
  try {
    return { result: parse(), warnings };
  } finally {
    collected = previous;
  }
}

export function warnContent(problem: string, replaced?: { reason: string; replacement: string }): void {
  if (collected) {
    collected.push(replaced ? { problem, ...replaced } : { problem });
    return;
  }
  console.warn(`Invalid content${currentBlock ? ` in ${currentBlock}` : ''}: ${problem}`);
}

/** A short, safe rendering of an editor's value for a warning line. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
