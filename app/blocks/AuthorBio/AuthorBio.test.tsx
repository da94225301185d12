import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const avatar = {
  imageS3Key: 'avatars/avatar-2.svg',
  imageAlt: 'Maya Okafor',
  sourceImageWidth: 160,
  sourceImageHeight: 160,
};

describe('author_bio', () => {
  it('shows the avatar, name, role, bio paragraphs and a link', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('author_bio', {
        name: 'Maya Okafor',
        role: 'Head of Customer Education',
        avatar,
        bio: 'Maya ran rotas for a 40-site café chain.\n\nShe now leads our training team.',
        link: { fieldtype: 'multilink', linktype: 'url', url: '/training', cached_url: '/training' },
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h2 class="author-bio__name">Maya Okafor</h2>');
    expect(html).toContain('Head of Customer Education');
    expect(html).toContain('alt="Maya Okafor"');
    expect(html).toContain('width="96"');
    expect(html).toContain(' 2x');
    expect(html.match(/class="author-bio__bio"/g)).toHaveLength(2);
    expect(html).toContain('<a href="/training">More from Maya Okafor</a>');
    expect(html).toContain('About the author');
  });

  it('drops an unsafe link and warns about a broken avatar', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('author_bio', {
        name: 'Jordan Blake',
        link: 'javascript:alert(1)',
        avatar: { imageAlt: 'x' },
      }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('avatar')]);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img');
  });

  it('skips a bio without a name', () => {
    const { html, warnings } = renderBlocks([rawBlock('author_bio', { role: 'Editor' })]);
    expect(html).toBe('');
    expect(warnings[0]).toContain('Invalid content for author_bio');
  });
});
