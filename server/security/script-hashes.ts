// A page the cache shares with every visitor allows its inline scripts by their SHA-256 hashes
// instead of a per-response nonce (./csp.ts). This module computes those hashes from the rendered
// HTML, and first makes the page's module scripts start in a way a hash can allow.
//
// Why the rewrite: under 'strict-dynamic', trust passes to the scripts a trusted script *inserts*,
// and to the imports of a module carrying a nonce (the nonce is handed down). React Router's entry
// is a parser-inserted inline <script type="module"> whose static imports carry no nonce on a
// shared page: a browser blocks them (Chromium: "violates script-src-elem"). So each such module is
// started by a small classic script that inserts it: the inserted module is not parser-inserted,
// its imports are allowed by 'strict-dynamic', and its own text is allowed by its hash.
//
// The HTML is React's own output: a script's text is exactly what the browser hashes (no entity
// decoding happens inside <script>), and React Router escapes `<` in the data it inlines, so no
// script text contains `</script`. Data blocks (JSON-LD) never run and need no hash; scripts with a
// src are started by 'strict-dynamic' or by the entry module.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*"([^"]*)"/i;
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function scriptType(attributes: string): string {
  return (TYPE.exec(attributes)?.[1] ?? '').trim().toLowerCase();
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** A JavaScript string literal of `text` that is safe inside a <script> element. */
function scriptStringLiteral(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c');
}

/** The classic script that inserts the module `code` where it stands. */
function moduleStarter(code: string): string {
  return (
    '(function(){var m=document.createElement("script");m.type="module";' +
    `m.textContent=${scriptStringLiteral(code)};` +
    'var s=document.currentScript;s.parentNode.insertBefore(m,s.nextSibling)})()'
  );
}

export interface ShareablePage {
  /** The HTML with every inline module started by an inserting script. */
  readonly html: string;
  /** Base64 SHA-256 of each distinct inline script the browser will run, in page order. */
  readonly scriptHashes: readonly string[];
}

/** Makes a rendered page's scripts run under a hash-based policy, and lists the hashes it needs. */
export function shareablePage(html: string): ShareablePage {
  const hashes = new Set<string>();
  const rewritten = html.replace(INLINE_SCRIPT, (whole, attributes: string, text: string) => {
    if (HAS_SRC.test(attributes)) return whole;
    const type = scriptType(attributes);
    if (!RUNNABLE_TYPES.has(type)) return whole;
    if (type !== 'module') {
      hashes.add(sha256(text));
      return whole;
    }
    const starter = moduleStarter(text);
    hashes.add(sha256(starter));
    hashes.add(sha256(text));
    return `<script>${starter}</script>`;
  });
  return { html: rewritten, scriptHashes: [...hashes] };
}
