// Name parsing for the signup form data (requirements §3): trim, split on spaces; firstName is the first
// word, lastName the last word, or the same word when there is only one.

export interface ParsedName {
  firstName: string;
  lastName: string;
}

export function parseName(name: string): ParsedName {
  // Runs of whitespace (tabs, non-breaking spaces from a paste) separate words like one space.
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const firstName = words[0] ?? '';
  return { firstName, lastName: words.at(-1) ?? firstName };
}
