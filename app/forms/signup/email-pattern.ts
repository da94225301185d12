// The "standard address pattern" of requirements §5 (signup form), spelled out:
// - local part: alphanumerics with single dots, plus signs, underscores or hyphens between them
//   (no leading, trailing or doubled separator), or a quoted string;
// - domain: a dotted host name (letter/digit/hyphen labels not starting or ending with a hyphen,
//   at least one dot, an alphabetic top-level label of two or more letters) or a bracketed IPv4
//   address whose four octets are 0-255.
// ASCII only: a Cyrillic 'а' that looks like a Latin 'a' is not an alphanumeric here. Lengths
// follow RFC 5321 (address 254, local part 64) and RFC 1035 (label 63).

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

const DOT_ATOM_LOCAL = '[A-Za-z0-9]+(?:[._+-][A-Za-z0-9]+)*';
// Inside quotes: printable ASCII and spaces except '"' and '\', or a backslash-escaped printable.
const QUOTED_LOCAL = '"(?:[\\x20\\x21\\x23-\\x5B\\x5D-\\x7E]|\\\\[\\x20-\\x7E])+"';
const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME = `(?:${HOST_LABEL}\\.)+[A-Za-z]{2,63}`;
// No leading zeros ('010' could be read as octal), so each octet has one spelling.
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const BRACKETED_IPV4 = `\\[${OCTET}(?:\\.${OCTET}){3}\\]`;

const EMAIL_PATTERN = new RegExp(`^(${DOT_ATOM_LOCAL}|${QUOTED_LOCAL})@(?:${HOST_NAME}|${BRACKETED_IPV4})$`);

/** Whether a (trimmed) string is an address the signup form accepts. */
export function isValidEmail(value: string): boolean {
  // The length check comes first so an oversized post never reaches the pattern.
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const match = EMAIL_PATTERN.exec(value);
  return match !== null && (match[1]?.length ?? 0) <= LOCAL_PART_MAX_LENGTH;
}
