import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';
import { doc, paragraph, renderDoc, text } from './test-support';

describe('RichText: nodes', () => {
  it('renders nothing for a missing or empty document', () => {
    expect(renderToStaticMarkup(<RichText doc={null} />)).toBe('');
    expect(renderToStaticMarkup(<RichText doc={doc()} />)).toBe('');
  });

  it('wraps the document in the class it is given', () => {
    expect(renderToStaticMarkup(<RichText doc={doc(paragraph(text('Hi')))} />)).toBe(
      '<div class="rich-text"><p>Hi</p></div>',
    );
    expect(renderToStaticMarkup(<RichText doc={doc(paragraph(text('Hi')))} className="faq__answer" />)).toBe(
      '<div class="faq__answer"><p>Hi</p></div>',
    );
  });

  it('starts content headings at h2 and clamps levels to h2..h6', () => {
    const heading = (level: unknown) => ({
      type: 'heading',
      attrs: { level },
      content: [text(`L${String(level)}`)],
    });
    const { html } = renderDoc([
      heading(1),
      heading(2),
      heading(3),
      heading(6),
      heading(9),
      heading(undefined),
    ]);
    expect(html).toContain('<h2>L1</h2><h2>L2</h2><h3>L3</h3><h6>L6</h6><h6>L9</h6><h2>Lundefined</h2>');
    expect(html).not.toContain('<h1');
  });

  it('renders lists, with the start number of an ordered list', () => {
    const item = (value: string) => ({ type: 'list_item', content: [paragraph(text(value))] });
    const { html } = renderDoc([
      { type: 'bullet_list', content: [item('a'), item('b')] },
      { type: 'ordered_list', attrs: { order: 3 }, content: [item('c')] },
      { type: 'ordered_list', attrs: { order: 1 }, content: [item('d')] },
    ]);
    expect(html).toContain('<ul><li><p>a</p></li><li><p>b</p></li></ul>');
    expect(html).toContain('<ol start="3"><li><p>c</p></li></ol>');
    expect(html).toContain('<ol><li><p>d</p></li></ol>');
  });

  it('renders blockquotes, rules and hard breaks', () => {
    const { html } = renderDoc([
      { type: 'blockquote', content: [paragraph(text('Quoted'))] },
      { type: 'horizontal_rule' },
      paragraph(text('one'), { type: 'hard_break' }, text('two')),
    ]);
    expect(html).toContain('<blockquote><p>Quoted</p></blockquote><hr/><p>one<br/>two</p>');
  });

  it('renders a code block as escaped text, its language only as a data attribute', () => {
    const { html } = renderDoc([
      { type: 'code_block', attrs: { class: 'language-ts' }, content: [text('if (a < b) { run("<x>"); }')] },
      { type: 'code_block', attrs: { class: 'x" onclick="alert(1)' }, content: [text('plain')] },
    ]);
    expect(html).toContain(
      '<pre><code data-language="ts">if (a &lt; b) { run(&quot;&lt;x&gt;&quot;); }</code></pre><pre><code>plain</code></pre>',
    );
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('class="language');
  });

  it('renders emoji as their text, named for assistive technology', () => {
    const { html } = renderDoc([
      paragraph(
        { type: 'emoji', attrs: { name: 'tada', emoji: '🎉', fallbackImage: 'https://x.example/e.png' } },
        { type: 'emoji', attrs: { name: 'wave' } },
      ),
    ]);
    expect(html).toContain('<p><span role="img" aria-label="tada">🎉</span>:wave:</p>');
    expect(html).not.toContain('x.example');
  });

  it('renders a table in a focusable scroll container, header row in <thead>', () => {
    const cell = (type: string, value: string, attrs: Record<string, unknown> = {}) => ({
      type,
      attrs,
      content: [paragraph(text(value))],
    });
    const row = (...cells: unknown[]) => ({ type: 'table_row', content: cells });
    const { html, warnings } = renderDoc([
      {
        type: 'table',
        content: [
          row(cell('table_header', 'Plan'), cell('table_header', 'Price')),
          row(
            cell('table_header', 'Pro'),
            cell('table_cell', '$4', { colspan: 2, rowspan: 1, style: 'color:red' }),
          ),
          row(cell('table_cell', 'x', { colspan: 101 }), cell('tableCell', 'y', { rowspan: '3' })),
        ],
      },
    ]);
    expect(html).toContain(
      '<div class="rich-text__table" role="region" aria-label="Table" tabindex="0"><table>' +
        '<thead><tr><th scope="col"><p>Plan</p></th><th scope="col"><p>Price</p></th></tr></thead>' +
        '<tbody><tr><th scope="row"><p>Pro</p></th><td colSpan="2"><p>$4</p></td></tr>' +
        '<tr><td><p>x</p></td><td rowSpan="3"><p>y</p></td></tr></tbody></table></div>',
    );
    expect(html).not.toContain('style');
    expect(warnings).toEqual([
      'Invalid content: rich-text table cell colspan 101 must be a whole number from 1 to 100; ignored',
    ]);
  });

  it('shows the content of an unknown node, warning once per type per render', () => {
    const callout = {
      type: 'callout',
      attrs: { onclick: 'alert(1)' },
      content: [paragraph(text('Keep me'))],
    };
    const { html, warnings } = renderDoc([callout, callout, 'junk']);
    expect(html).toBe('<div class="rich-text"><p>Keep me</p><p>Keep me</p></div>');
    expect(warnings).toEqual([
      'Invalid content: rich-text node type "callout" is not supported; its content is shown',
      'Invalid content: rich-text content "junk" is not a node; left out',
    ]);
  });
});

describe('RichText: marks', () => {
  it('renders every formatting mark', () => {
    const marked = (type: string) => paragraph(text(type, [{ type }]));
    const { html, warnings } = renderDoc(
      ['bold', 'italic', 'underline', 'strike', 'code', 'superscript', 'subscript', 'highlight'].map(marked),
    );
    expect(html).toContain(
      '<p><strong>bold</strong></p><p><em>italic</em></p><p><u>underline</u></p><p><s>strike</s></p>' +
        '<p><code>code</code></p><p><sup>superscript</sup></p><p><sub>subscript</sub></p><p><mark>highlight</mark></p>',
    );
    expect(warnings).toEqual([]);
  });

  it('nests several marks, the link outermost', () => {
    const { html } = renderDoc([
      paragraph(
        text('Go', [
          { type: 'link', attrs: { href: '/x', linktype: 'url' } },
          { type: 'bold' },
          { type: 'italic' },
        ]),
      ),
    ]);
    expect(html).toContain('<p><a href="/x"><em><strong>Go</strong></em></a></p>');
  });

  it('drops presentation-only marks and keeps their text', () => {
    const { html, warnings } = renderDoc([
      paragraph(
        text('red', [{ type: 'textStyle', attrs: { color: 'red' } }]),
        text(' styled', [{ type: 'styled', attrs: { class: 'evil-class' } }]),
      ),
    ]);
    expect(html).toContain('<p>red styled</p>');
    expect(warnings).toEqual([]);
  });

  it('gives an anchor mark a sanitised id', () => {
    const { html } = renderDoc([
      paragraph(text('Plans', [{ type: 'anchor', attrs: { id: 'plans" onmouseover="x' } }])),
    ]);
    expect(html).toContain('<span id="plansonmouseoverx">Plans</span>');
  });

  it('keeps the text of an unknown mark and warns', () => {
    const { html, warnings } = renderDoc([paragraph(text('Blink', [{ type: 'blink' }]))]);
    expect(html).toContain('<p>Blink</p>');
    expect(warnings).toEqual(['Invalid content: rich-text mark "blink" is not supported; its text is shown']);
  });
});

describe('RichText: links', () => {
  const storyLink = (attrs: Record<string, unknown>) =>
    paragraph(text('Pricing', [{ type: 'link', attrs: { linktype: 'story', ...attrs } }]));

  it('resolves story links to the visitor region', () => {
    const content = [
      storyLink({ href: '/pricing', anchor: 'plans' }),
      storyLink({ story: { full_slug: 'gb/blog/x' } }),
    ];
    expect(renderDoc(content, { region: 'us' }).html).toContain(
      '<a href="/pricing#plans">Pricing</a></p><p><a href="/gb/blog/x">',
    );
    expect(renderDoc(content, { region: 'gb' }).html).toContain(
      '<a href="/gb/pricing#plans">Pricing</a></p><p><a href="/gb/blog/x">',
    );
    expect(renderDoc([storyLink({ cached_url: 'us/blog/x' })], { region: 'au' }).html).toContain(
      'href="/blog/x"',
    );
  });

  it('gives external links rel noopener noreferrer, and a new tab only when asked', () => {
    const external = (attrs: Record<string, unknown>) =>
      paragraph(
        text('Docs', [
          { type: 'link', attrs: { linktype: 'url', href: 'https://docs.example/a', ...attrs } },
        ]),
      );
    expect(renderDoc([external({})]).html).toContain(
      '<a href="https://docs.example/a" rel="noopener noreferrer">Docs</a>',
    );
    expect(renderDoc([external({ target: '_blank' })]).html).toContain(
      '<a href="https://docs.example/a" rel="noopener noreferrer" target="_blank">Docs</a>',
    );
    expect(renderDoc([external({ target: '_top' })]).html).not.toContain('target');
  });

  it('renders email links as mailto:', () => {
    const { html } = renderDoc([
      paragraph(
        text('Mail us', [{ type: 'link', attrs: { linktype: 'email', href: 'sales@shiftlane.example' } }]),
      ),
    ]);
    expect(html).toContain('<a href="mailto:sales@shiftlane.example">Mail us</a>');
  });

  it('refuses a javascript: link, keeping its text and warning', () => {
    const { html, warnings } = renderDoc([
      paragraph(
        text('Click', [
          { type: 'link', attrs: { linktype: 'url', href: 'javascript:alert(1)', onclick: 'x' } },
        ]),
      ),
    ]);
    expect(html).toBe('<div class="rich-text"><p>Click</p></div>');
    expect(warnings).toEqual([
      'Invalid content: rich-text link "javascript:alert(1)" uses an unsafe address; shown as text',
    ]);
  });
});

describe('RichText: hostile content', () => {
  it('escapes text instead of running it', () => {
    const { html } = renderDoc([
      paragraph(text('<script>alert(1)</script>')),
      paragraph(text('"><img src=x onerror=alert(1)>', [{ type: 'bold' }])),
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<strong>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</strong>');
  });

  it('copies no attribute from content onto elements', () => {
    const { html } = renderDoc([
      {
        type: 'paragraph',
        attrs: { class: 'x', style: 'color:red', onclick: 'alert(1)', id: 'p' },
        content: [text('Safe')],
      },
    ]);
    expect(html).toBe('<div class="rich-text"><p>Safe</p></div>');
  });
});
