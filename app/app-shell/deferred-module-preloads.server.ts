// The page paints before its scripts compete for the network or the main thread. React Router's
// <Scripts /> lists every module of the page as <link rel="modulepreload"> in the head, and the
// browser's preload scanner fetches them at high priority alongside the stylesheet: 145 KB that a
// phone downloads, and hydration it runs, before its first paint, though the page is all in the HTML.
// This takes those links out of the head and puts one inline script after the stylesheets that adds
// them again after the first frame. A parser-inserted classic script runs only once the stylesheets
// before it have loaded; it then waits for a frame and its paint. The modules are still requested
// all at once (no import waterfall). Lighthouse (mobile), against the same build with the links in
// the head: first paint about 0.9 s instead of 2.1 s (docs/performance.md).
import { Transform, type TransformCallback } from 'node:stream';

const HEAD_END = '</head>';
// React's exact rendering of <Scripts />'s links. A link with anything more (integrity,
// crossorigin) or an escaped character in its address is left where it is.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"&<>]+)"(?: nonce="([^"&<>]*)")?\/>/g;
// A document whose head is not complete by then is passed on untouched.
const MAX_HEAD_BYTES = 256 * 1024;

/**
 * The script that requests the modules once the page has painted: a Paint Timing observer, or a
 * frame where the browser does not list 'paint' entries (observing an unknown type only logs a
 * warning, so it would wait forever). One link per task: adding a link starts its request on the
 * main thread. The links take the script's own nonce (CSP).
 */
function preloadScript(hrefs: readonly string[], nonce: string | undefined): string {
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const code =
    `(function(){var s=document.currentScript,n=s&&s.nonce;` +
    `function add(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;` +
    `if(n)l.nonce=n;document.head.appendChild(l)}` +
    `function go(){${list}.forEach(function(h){setTimeout(function(){add(h)},0)})}` +
    `var P=typeof PerformanceObserver=="function"?PerformanceObserver:null;` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)` +
    `new P(function(_,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`;
}

/**
 * The head (everything before `</head>`) with its module preload links replaced by one script at
 * its end; unchanged when it has none.
 */
export function deferModulePreloads(head: string): string {
  const hrefs: string[] = [];
  let nonce: string | undefined;
  const rest = head.replace(MODULE_PRELOAD, (_link, href: string, linkNonce: string | undefined) => {
    if (!hrefs.includes(href)) hrefs.push(href);
    nonce ??= linkNonce;
    return '';
  });
  return hrefs.length === 0 ? head : rest + preloadScript(hrefs, nonce);
}

/**
 * Rewrites a streamed HTML document's head with deferModulePreloads; the body streams through, one
 * chunk per React flush (with per-response brotli, 13% less CPU per uncached page: docs/performance.md).
 */
export class DeferredModulePreloads extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private headDone = false;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private pushScheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.headDone) {
      this.hold(chunk);
      done();
      return;
    }
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    const document = Buffer.concat(this.held, this.heldBytes);
    const headEnd = document.indexOf(HEAD_END);
    if (headEnd === -1) {
      if (this.heldBytes > MAX_HEAD_BYTES) this.release(document);
      done();
      return;
    }
    // '</head>' is ASCII, so the bytes before it are whole characters.
    this.hold(Buffer.from(deferModulePreloads(document.subarray(0, headEnd).toString('utf8'))));
    this.release(document.subarray(headEnd));
    done();
  }

  override _flush(done: TransformCallback): void {
    if (!this.headDone && this.heldBytes > 0) this.release(Buffer.concat(this.held, this.heldBytes));
    this.pushPending();
    done();
  }

  private release(bytes: Buffer): void {
    this.headDone = true;
    this.held = [];
    this.heldBytes = 0;
    this.hold(bytes);
  }

  /**
   * React writes a flush as many 2 KB chunks in one synchronous pass; they go on as one buffer at
   * the end of that pass, so compression and the socket see one write per flush, not twenty.
   */
  private hold(bytes: Buffer): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pushScheduled) return;
    this.pushScheduled = true;
    queueMicrotask(() => this.pushPending());
  }

  private pushPending(): void {
    this.pushScheduled = false;
    if (this.pendingBytes === 0) return;
    const bytes =
      this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.push(bytes);
  }
}
