import { describe, expect, it } from 'vitest';
import { extractPageAssets, parseAttributes } from './html-assets';

const PAGE = 'http://127.0.0.1:4900/blog/a-post';

describe('extractPageAssets', () => {
  it('lists module preloads, script sources and stylesheets resolved against the page', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="modulepreload" href="/assets/entry.client-A.js"/>
      <link href="/assets/chunk-B.js" rel="modulepreload">
      <link rel="stylesheet" href="/assets/root-C.css">
      <link rel="preload" as="font" href="/assets/inter.woff2">
      <script src="relative.js" defer></script>
      </head><body></body></html>`;
    expect(extractPageAssets(html, PAGE)).toEqual({
      scripts: [
        'http://127.0.0.1:4900/assets/entry.client-A.js',
        'http://127.0.0.1:4900/assets/chunk-B.js',
        'http://127.0.0.1:4900/blog/relative.js',
      ],
      styles: ['http://127.0.0.1:4900/assets/root-C.css'],
    });
  });

  it('follows the static and dynamic imports of inline module scripts, once each', () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A.js">
      <script type="module" nonce="n">import "/assets/manifest-M.js";
      import * as route0 from "/assets/root-R.js";
      import { x } from '/assets/entry.client-A.js';
      import("/assets/story-page-S.js");</script>`;
    expect(extractPageAssets(html, PAGE).scripts).toEqual([
      'http://127.0.0.1:4900/assets/entry.client-A.js',
      'http://127.0.0.1:4900/assets/manifest-M.js',
      'http://127.0.0.1:4900/assets/root-R.js',
      'http://127.0.0.1:4900/assets/story-page-S.js',
    ]);
  });

  it('ignores data scripts, classic inline scripts and non-http references', () => {
    const html = `<script type="application/ld+json">{"import": "x"} import "/nope.js"</script>
      <script>import("/classic-not-module.js")</script>
      <script type="application/json" src="/data.json"></script>
      <script src="data:text/javascript,1"></script>`;
    expect(extractPageAssets(html, PAGE)).toEqual({ scripts: [], styles: [] });
  });

  it('decodes entities in attribute values', () => {
    const html = `<script src="/assets/a.js?v=1&amp;x=2"></script>`;
    expect(extractPageAssets(html, PAGE).scripts).toEqual(['http://127.0.0.1:4900/assets/a.js?v=1&x=2']);
  });
});

describe('parseAttributes', () => {
  it('reads double-, single- and unquoted values and bare attributes, names in lower case', () => {
    const attributes = parseAttributes(` Rel="modulepreload" href='/a.js' crossorigin as=script async`);
    expect([...attributes]).toEqual([
      ['rel', 'modulepreload'],
      ['href', '/a.js'],
      ['crossorigin', ''],
      ['as', 'script'],
      ['async', ''],
    ]);
  });
});
