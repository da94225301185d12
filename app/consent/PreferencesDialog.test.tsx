import { describe, expect, it } from 'vitest';
import { googleTagScripts } from './google-tag';
import { servicesNeeding } from './PreferencesDialog';

describe('the services the preferences dialog names for each purpose', () => {
  it('names no Google tag where none is configured, and the others as always', () => {
    expect(servicesNeeding('analytics', {})).toEqual([
      'Site analytics',
      'Error and performance monitoring',
      'Page experiments',
    ]);
    expect(servicesNeeding('advertising', {})).toEqual([
      'Advertising conversion pixel',
      'Social network widgets',
      'Embedded videos (YouTube, Vimeo)',
    ]);
  });

  it('names the configured Google tag under each of its purposes, and only that one', () => {
    const analytics = googleTagScripts('G-E2ETEST01');
    expect(servicesNeeding('analytics', analytics)).toContain('Google Analytics');
    expect(servicesNeeding('advertising', analytics)).not.toContain('Google Analytics');
    expect(servicesNeeding('analytics', analytics)).not.toContain('Google Tag Manager');
    const container = googleTagScripts('GTM-K9ABCD1');
    expect(servicesNeeding('analytics', container)).toContain('Google Tag Manager');
    expect(servicesNeeding('advertising', container)).toContain('Google Tag Manager');
    expect(servicesNeeding('advertising', googleTagScripts('AW-123456789'))).toContain('Google Ads');
  });
});
