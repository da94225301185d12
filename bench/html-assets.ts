// The JavaScript and CSS a page's HTML makes the browser fetch on its first load: module preloads,
// script sources, the static imports of inline module scripts (React Router's hydration entry),
// and stylesheets. URLs are resolved against the page's own URL and listed once each.

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

const TAG = /<(link|script)\b([^>]*)>/gi;
const INLINE_MODULE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
// `import "x"`, `import a from "x"`, `import * as a from "x"`, `export … from "x"`, `import("x")`.
const MODULE_SPECIFIER =
  /(?:\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?|\bexport\s*[\w*{}\s,$]+\s*from\s*|\bimport\s*\(\s*)(["'])([^"']+)\1/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function resolve(reference: string, pageUrl: string): string | undefined {
  try {
    const url = new URL(reference, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const NON_JS_SCRIPT_TYPES = /^(?:application\/(?:ld\+)?json|importmap|text\/template|speculationrules)$/i;

export function extractPageAssets(html: string, pageUrl: string): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const add = (set: Set<string>, reference: string | undefined) => {
    const url = reference ? resolve(reference, pageUrl) : undefined;
    if (url) set.add(url);
  };

  for (const match of html.matchAll(TAG)) {
    const attributes = parseAttributes(match[2] ?? '');
    if (match[1]?.toLowerCase() === 'script') {
      if (!NON_JS_SCRIPT_TYPES.test(attributes.get('type') ?? '')) add(scripts, attributes.get('src'));
      continue;
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) add(scripts, attributes.get('href'));
    else if (rel.includes('stylesheet')) add(styles, attributes.get('href'));
  }

  for (const match of html.matchAll(INLINE_MODULE)) {
    const attributes = parseAttributes(match[1] ?? '');
    if (attributes.has('src') || (attributes.get('type') ?? '').toLowerCase() !== 'module') continue;
    for (const specifier of (match[2] ?? '').matchAll(MODULE_SPECIFIER)) add(scripts, specifier[2]);
  }

  return { scripts: [...scripts], styles: [...styles] };
}
