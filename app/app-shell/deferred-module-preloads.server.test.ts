import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DeferredModulePreloads, deferModulePreloads } from './deferred-module-preloads.server';

const head =
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><title>Café ☕ rota</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/site-B.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link nonce="n0nce" rel="stylesheet" href="/assets/site-C.css"/>';
const body = '</head><body><p>Zoë’s 🗓 shifts</p><script nonce="n0nce">window.x=1</script></body></html>';

/**
 * Runs the inserted script against a minimal document, lets the page paint (a paint entry, or a
 * frame where the browser has no Paint Timing) and its timers run, and returns the links it added.
 * None may be added before the paint.
 */
function runPreloadScript(html: string, ownNonce: string, { paintTiming = true } = {}) {
  const code = /<script(?: nonce="[^"]*")?>(.*?)<\/script>/.exec(html)?.[1] ?? '';
  const added: Record<string, string>[] = [];
  const document = {
    currentScript: { nonce: ownNonce },
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => added.push(link) },
  };
  const paints: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  class PaintObserver {
    static readonly supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    disconnected = false;
    constructor(private readonly callback: (entries: unknown[], observer: PaintObserver) => void) {}
    observe(options: unknown) {
      // Browsers ignore a type they do not know: no entry would ever come.
      if (!paintTiming) return;
      expect(options).toEqual({ type: 'paint', buffered: true });
      paints.push(() => this.callback([], this));
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', code)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    PaintObserver,
  );
  expect(added, 'nothing before the page paints').toEqual([]);
  for (const paint of paints.splice(0)) paint();
  for (const frame of frames.splice(0)) frame();
  expect(added, 'each link in a task of its own, after the paint').toEqual([]);
  for (let timer = timers.shift(); timer; timer = timers.shift()) timer();
  return added;
}

describe('module preloads wait for the stylesheets', () => {
  it('moves the links of the head into one script after the stylesheet, in order and once each', () => {
    const deferred = deferModulePreloads(head);
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<title>Café ☕ rota</title>');
    expect(deferred.indexOf('<script nonce="n0nce">')).toBeGreaterThan(deferred.indexOf('rel="stylesheet"'));
    expect(deferred.endsWith('</script>')).toBe(true);
    expect(runPreloadScript(deferred, 'fresh')).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-A.js', nonce: 'fresh' },
      { rel: 'modulepreload', href: '/assets/site-B.js', nonce: 'fresh' },
    ]);
  });

  it('leaves a head without module preloads, and links it does not recognise, as they are', () => {
    const plain = '<head><link nonce="n" rel="stylesheet" href="/a.css"/>';
    expect(deferModulePreloads(plain)).toBe(plain);
    const withIntegrity = '<head><link rel="modulepreload" href="/a.js" integrity="sha384-x" nonce="n"/>';
    expect(deferModulePreloads(withIntegrity)).toBe(withIntegrity);
    const escaped = '<head><link rel="modulepreload" href="/a.js?x=1&amp;y=2" nonce="n"/>';
    expect(deferModulePreloads(escaped)).toBe(escaped);
  });

  it('waits for a frame instead where the browser has no Paint Timing', () => {
    expect(runPreloadScript(deferModulePreloads(head), 'fresh', { paintTiming: false })).toHaveLength(2);
  });

  it('omits the nonce attribute when the links carry none', () => {
    const deferred = deferModulePreloads('<head><link rel="modulepreload" href="/a.js"/>');
    expect(deferred).toMatch(/^<head><script>/);
    expect(runPreloadScript(deferred, '')).toEqual([{ rel: 'modulepreload', href: '/a.js' }]);
  });
});

async function throughTransform(chunks: readonly Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(new DeferredModulePreloads()));
}

describe('DeferredModulePreloads stream', () => {
  const document = Buffer.from(head + body);

  it('rewrites the head however the document is split, characters cut in half included', async () => {
    const expected = deferModulePreloads(head) + body;
    const byteByByte = [...document].map((byte) => Buffer.from([byte]));
    expect(await throughTransform(byteByByte)).toBe(expected);
    const inThree = [
      document.subarray(0, 70),
      document.subarray(70, head.length + 20),
      document.subarray(head.length + 20),
    ];
    expect(await throughTransform(inThree)).toBe(expected);
  });

  it('passes on what React writes in one pass as one chunk, and a later write as it comes', async () => {
    const stream = new DeferredModulePreloads();
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    // React flushes a render as many 2 KB writes in one synchronous pass.
    stream.write(Buffer.from(head + '</head><body>'));
    stream.write(Buffer.from('<p>one</p>'));
    stream.write(Buffer.from('<p>two</p>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([deferModulePreloads(head) + '</head><body><p>one</p><p>two</p>']);
    // A boundary that resolves later is not held back for the end of the document.
    stream.write(Buffer.from('<p>later</p>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([deferModulePreloads(head) + '</head><body><p>one</p><p>two</p>', '<p>later</p>']);
    stream.write(Buffer.from('<p>last</p>'));
    stream.end();
    await new Promise((resolve) => stream.on('end', resolve).resume());
    expect(out.join('')).toBe(
      deferModulePreloads(head) + '</head><body><p>one</p><p>two</p><p>later</p><p>last</p>',
    );
  });

  it('passes a document without a head end untouched, at its end or once it is too long', async () => {
    const fragment = Buffer.from('<link rel="modulepreload" href="/a.js"/><p>no head end</p>');
    expect(await throughTransform([fragment])).toBe(fragment.toString());
    const long = Buffer.from(`<link rel="modulepreload" href="/a.js"/>${'x'.repeat(300 * 1024)}`);
    const stream = new DeferredModulePreloads();
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.write(long);
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(out).equals(long)).toBe(true);
    stream.end();
  });
});
