import { describe, expect, it } from 'vitest';
import { rawBlock, renderBlocks } from '../test-support';

const badge = (key: string, alt: string) => ({
  imageS3Key: `badges/${key}.svg`,
  imageAlt: alt,
  sourceImageWidth: 240,
  sourceImageHeight: 80,
});

const IOS = 'https://apps.apple.com/app/shiftlane/id0000000000';
const ANDROID = 'https://play.google.com/store/apps/details?id=com.shiftlane.app';

describe('app_store_badges', () => {
  it('links to both stores with badges that name the link', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('app_store_badges', {
        headline: 'Take your schedule with you',
        ios_link: { fieldtype: 'multilink', linktype: 'url', url: IOS, cached_url: IOS },
        ios_badge: badge('app-store', 'Download Shiftlane on the App Store'),
        android_link: ANDROID,
        android_badge: badge('google-play', ''),
      }),
    ]);
    expect(warnings).toEqual([]);
    expect(html).toContain(`href="${IOS}"`);
    expect(html).toContain(`href="${ANDROID.replace('&', '&amp;')}"`);
    expect(html).toContain('alt="Download Shiftlane on the App Store"');
    // An empty alt would leave the link nameless: the store's wording names it instead.
    expect(html).toContain('alt="Get it on Google Play"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('shows a text link when a badge is missing and skips a store without a link', () => {
    const { html } = renderBlocks([rawBlock('app_store_badges', { ios_link: IOS })]);
    expect(html).toContain('>Download on the App Store</span></a>');
    expect(html).not.toContain('Google Play');
  });

  it('warns about an unusable badge image and renders nothing without links', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('app_store_badges', { ios_link: 'javascript:x', ios_badge: 5 }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('ios_badge 5')]);
    expect(html).toBe('');
  });
});
