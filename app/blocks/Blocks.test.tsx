import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Blocks } from './Blocks';
import { parseBlocks } from './parse-blocks.server';
import { loadLazyBlocks } from './registry';
import { logger } from '../logging/logger.server';

// Most blocks are chunks of their own; loaded here, every block renders synchronously.
await loadLazyBlocks();

afterEach(() => vi.restoreAllMocks());

const hero = {
  _uid: 'h1',
  component: 'hero',
  headline: 'Rosters in minutes',
  subheadline: '',
  cta_text: '',
  cta_link: '',
};

const render = (raw: unknown[]) => renderToStaticMarkup(<Blocks blocks={parseBlocks(raw)} />);

describe('Blocks', () => {
  it('renders known blocks from their content', () => {
    expect(render([hero])).toContain('<h1>Rosters in minutes</h1>');
  });

  it('parses on the server into props ready to render, keeping the uid', () => {
    const [parsed] = parseBlocks([{ ...hero, cta_link: { linktype: 'url', url: '/get-started' } }]);
    expect(parsed).toMatchObject({
      component: 'hero',
      uid: 'h1',
      props: { headline: 'Rosters in minutes', cta_link: '/get-started', theme: 'purple-light' },
    });
  });

  it('logs an unknown component and still renders the rest of the page', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const html = render([{ _uid: 'x', component: 'time_machine' }, hero]);
    expect(error).toHaveBeenCalledWith('Missing content component: time_machine');
    expect(html).toContain('Rosters in minutes');
    // Development keeps a visible placeholder; production leaves the block out.
    expect(html.includes('Unknown content component')).toBe(import.meta.env.DEV);
  });

  it('warns about invalid block content and leaves out only that block', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const parsed = parseBlocks([{ _uid: 'bad', component: 'hero' }, null, hero]);
    expect(warn).toHaveBeenCalledWith('Invalid content for hero:', expect.stringContaining('headline'));
    // The null entry names no component: logged, and kept only as a development placeholder.
    expect(parsed.filter((block) => block.props).map((block) => block.uid)).toEqual(['h1']);
    expect(renderToStaticMarkup(<Blocks blocks={parsed} />).match(/Rosters in minutes/g)).toHaveLength(1);
  });

  it('escapes content instead of running it', () => {
    const html = render([{ ...hero, headline: '<script>alert(1)</script>' }]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
