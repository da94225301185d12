// Storyblok's Visual Editor finds a block on the page by two attributes on its root element, made
// from the `_editable` marker a draft answer carries on every block
// (`<!--#storyblok#{"name":…,"space":…,"uid":…,"id":…}-->`): data-blok-c holds the marker's JSON,
// data-blok-uid "{story id}-{block uid}". The same attributes as @storyblok/js's storyblokEditable
// (its unit test compares them), made on the server only and only in preview.

export interface EditableAttributes {
  'data-blok-c': string;
  'data-blok-uid': string;
}

const MARKER_START = '<!--#storyblok#';
const MARKER_END = '-->';
/** A marker is a few hundred bytes; anything far larger is not one. */
const MAX_MARKER_LENGTH = 2_000;

/** The attributes of a block's `_editable` marker, or undefined when it has none (or a bad one). */
export function editableAttributes(marker: unknown): EditableAttributes | undefined {
  if (typeof marker !== 'string' || marker.length > MAX_MARKER_LENGTH) return undefined;
  if (!marker.startsWith(MARKER_START) || !marker.endsWith(MARKER_END)) return undefined;
  let options: unknown;
  try {
    options = JSON.parse(marker.slice(MARKER_START.length, -MARKER_END.length));
  } catch {
    return undefined;
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  const { id, uid } = options as { id?: unknown; uid?: unknown };
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof uid !== 'string') return undefined;
  return { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${id}-${uid}` };
}
