// A shared page's scripts under a hash-based policy: exactly the inline scripts a browser runs are
// hashed, and inline modules are started by a script that inserts them (their imports then run
// under 'strict-dynamic'). tests/e2e/shareable-pages.e2e.ts proves it in a browser, with no violation.
import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shareablePage } from './script-hashes';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('shareablePage', () => {
  it('hashes each classic inline script’s exact text once, and leaves it as it is', () => {
    const first = 'window.__ctx = {"a":"é\\u003c/script>"};';
    const html = `<head><script>${first}</script></head><body><script>${first}</script></body>`;
    expect(shareablePage(html)).toEqual({ html, scriptHashes: [sha256(first)] });
  });

  it('starts an inline module from a classic script that inserts it, and allows both by hash', () => {
    const code =
      ';\nimport * as route0 from "/assets/root.js";\nwindow.x = 1 < 2 && "<!--";\nimport("/assets/entry.js");';
    const { html, scriptHashes } = shareablePage(
      `<p>a</p><script type="module" async="">${code}</script><p>b</p>`,
    );
    const starter = /^<p>a<\/p><script>([\s\S]*)<\/script><p>b<\/p>$/.exec(html)?.[1] ?? '';
    // No `<` at all in the starter: no `<!--` or `</script` can change how the HTML parser reads it.
    expect(starter).not.toContain('<');
    expect(scriptHashes).toEqual([sha256(starter), sha256(code)]);

    // Run the starter against a stand-in document: it inserts a module with exactly the code.
    const inserted: { type?: string; textContent?: string }[] = [];
    const current = {
      parentNode: { insertBefore: (node: object) => inserted.push(node) },
      nextSibling: null,
    };
    vm.runInNewContext(starter, {
      document: { createElement: () => ({}), currentScript: current },
    });
    expect(inserted).toEqual([{ type: 'module', textContent: code }]);
  });

  it('leaves out scripts with a src and data blocks that never run', () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script async src="/b.js"></script>';
    expect(shareablePage(html)).toEqual({ html, scriptHashes: [] });
  });
});
