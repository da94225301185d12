import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from './ConsentBanner';
import { consentCopy } from './copy';
import { PURPOSES } from './purposes';

const banner = (region: 'us' | 'gb' | 'au', gpc = false) =>
  renderToStaticMarkup(<ConsentBanner region={region} gpc={gpc} onPreferences={() => {}} />);

describe('the consent banner', () => {
  it('offers Accept all, Reject all and Preferences as buttons, in a labelled region', () => {
    const html = banner('gb');
    expect(html).toMatch(/^<section class="consent-banner consent-banner--full" aria-labelledby=/);
    for (const label of ['Accept all', 'Reject all', 'Preferences']) {
      expect(html).toContain(`>${label}</button>`);
    }
  });

  it('speaks each region’s spelling, and is lighter in us', () => {
    expect(banner('gb')).toContain('analyse how the site is used and personalise ads');
    expect(banner('au')).toContain('analyse how the site is used and personalise ads');
    expect(banner('us')).toContain('analyze traffic and personalize ads');
    expect(banner('us')).toContain('consent-banner--light');
    for (const region of ['us', 'gb', 'au'] as const) {
      const copy = consentCopy(region);
      const text = [
        copy.bannerText,
        copy.bannerTextLight,
        ...PURPOSES.map((p) => copy.purposes[p].description),
      ];
      const wrong = region === 'us' ? /personalis|analys/ : /personaliz|analyz/;
      expect(text.join(' ')).not.toMatch(wrong);
    }
  });

  it('says when GPC keeps advertising off', () => {
    expect(banner('us', true)).toContain('Global Privacy Control');
    expect(banner('us', false)).not.toContain('Global Privacy Control');
  });
});
