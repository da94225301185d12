import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Blocks } from './Blocks';

afterEach(() => vi.restoreAllMocks());

const hero = {
  _uid: 'h1',
  component: 'hero',
  headline: 'Rosters in minutes',
  subheadline: '',
  cta_text: '',
  cta_link: '',
};

describe('Blocks', () => {
  it('renders known blocks from their content', () => {
    const html = renderToStaticMarkup(<Blocks blocks={[hero]} />);
    expect(html).toContain('<h1>Rosters in minutes</h1>');
  });

  it('logs an unknown component and still renders the rest of the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<Blocks blocks={[{ _uid: 'x', component: 'time_machine' }, hero]} />);
    expect(error).toHaveBeenCalledWith('Missing content component: time_machine');
    expect(html).toContain('Rosters in minutes');
    // Development shows a visible placeholder; production renders nothing for it.
    expect(html).toContain(import.meta.env.DEV ? 'Unknown content component' : 'Rosters');
  });

  it('warns about invalid block content and skips only that block', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<Blocks blocks={[{ _uid: 'bad', component: 'hero' }, null, hero]} />);
    expect(warn).toHaveBeenCalledWith('Invalid content for hero:', expect.stringContaining('headline'));
    expect(html.match(/Rosters in minutes/g)).toHaveLength(1);
  });

  it('escapes content instead of running it', () => {
    const html = renderToStaticMarkup(
      <Blocks blocks={[{ ...hero, headline: '<script>alert(1)</script>' }]} />,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
