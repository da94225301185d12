// Content parsed once per content version. The content client answers a published story from its
// memory cache with the very same object until the next publish (app/content/client.server.ts), so
// a parse of that object is kept with it, per parser, and every render until then shares it.
// Parsing the story, the header and footer, and the route rules on every render was about 5% of an
// uncached render. A shared result is frozen: a render that changed it would fail at once instead
// of changing the page for every visitor after it. Drafts are fetched anew each time, so they are
// parsed each time; a parse's warnings are logged once per content version.
const parsed = new WeakMap<object, Map<object, unknown>>();

export function parseOnce<T>(raw: object, parser: object, parse: () => T): T {
  let byParser = parsed.get(raw);
  if (!byParser) {
    byParser = new Map();
    parsed.set(raw, byParser);
  }
  if (byParser.has(parser)) return byParser.get(parser) as T;
  const result = deepFreeze(parse());
  byParser.set(parser, result);
  return result;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
