import { describe, expect, it } from 'vitest';
import { isSiteModalLink, modalLinkName } from './modal-links';

describe('links that name a modal', () => {
  const page = 'https://www.shiftlane.example/gb/how-it-works';

  it('names the fragment of a link on this site, wherever on the site it points', () => {
    expect(modalLinkName('#signup', page)).toBe('signup');
    expect(modalLinkName('/gb/get-started#signup', page)).toBe('signup');
    expect(modalLinkName('https://www.shiftlane.example/newsletter#newsletter', page)).toBe('newsletter');
    expect(modalLinkName('#pricing-details', page)).toBe('pricing-details');
  });

  it('leaves links without a fragment, links elsewhere and malformed links alone', () => {
    expect(modalLinkName('/get-started', page)).toBeNull();
    expect(modalLinkName('https://elsewhere.example/#signup', page)).toBeNull();
    expect(modalLinkName('#', page)).toBeNull();
    expect(modalLinkName('http://[bad/#signup', page)).toBeNull();
    expect(modalLinkName(null, page)).toBeNull();
  });

  it('knows the modals the site opens itself', () => {
    expect(isSiteModalLink('signup')).toBe(true);
    expect(isSiteModalLink('newsletter')).toBe(true);
    expect(isSiteModalLink('signup-form')).toBe(false);
  });
});
