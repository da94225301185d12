// Slugs of new and moved stories: lowercase letters, digits and hyphens (a story's address on the
// site is made of them, app/content/links.ts).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a name suggests: `Shift swaps (2027)!` → `shift-swaps-2027`. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Why a slug is refused, or null when it is good. */
export function slugError(slug: string): string | null {
  if (slug === '') return 'A slug is required.';
  if (!SLUG.test(slug))
    return 'Use lowercase letters, digits and hyphens only (no spaces, and no hyphen at either end or twice in a row).';
  return null;
}

/** Why a full slug (`gb/guides/new-name`) is refused, or null: every segment a good slug. */
export function fullSlugError(fullSlug: string): string | null {
  if (fullSlug === '') return 'A full slug is required.';
  const segments = fullSlug.split('/');
  for (const segment of segments) {
    const error = segmentError(segment);
    if (error) return error;
  }
  return null;
}

function segmentError(segment: string): string | null {
  if (segment === '') return 'A full slug has no empty parts (no leading, trailing or double slash).';
  return slugError(segment) ? `“${segment}”: ${slugError(segment)}` : null;
}
