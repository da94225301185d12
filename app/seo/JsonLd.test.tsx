import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from './blog-posting-json-ld';
import { JsonLd } from './JsonLd';

describe('<JsonLd>', () => {
  it('renders one inert ld+json script even when content tries to close it', () => {
    const data = blogPostingJsonLd({
      headline: '</script><script>alert(1)</script>',
      description: '<!-- & -->',
      datePublished: '2026-01-01',
      region: 'us',
      url: 'https://www.example.com/blog/x',
      publisher: { brandName: 'Shiftlane', origin: 'https://www.example.com' },
    });
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(body)).toEqual(data);
  });
});
