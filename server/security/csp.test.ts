// The CSP builder and the nonces it is built around.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index';
import { contentSecurityPolicy, createNonce, cspOptionsFrom, NONCE_PATTERN, type CspOptions } from './csp';

const PLAIN: CspOptions = {
  upgradeInsecureRequests: false,
  thirdPartyOrigins: [],
  beaconOrigins: [],
  imageOrigins: [],
  formActionOrigins: [],
  frameOrigins: [],
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('nonces', () => {
  it('are 22 base64url characters (16 random bytes), different every time', () => {
    const nonces = new Set(Array.from({ length: 1_000 }, () => createNonce()));
    expect(nonces.size).toBe(1_000);
    for (const nonce of nonces) expect(nonce).toMatch(NONCE_PATTERN);
    expect(Buffer.from([...nonces][0] ?? '', 'base64url')).toHaveLength(16);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce or from a nonce’d script, never inline', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abcdefghijklmnopqrstuv' }, PLAIN));
    expect(policy.get('script-src')).toEqual([
      "'nonce-abcdefghijklmnopqrstuv'",
      "'strict-dynamic'",
      "'self'",
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it("lets only the given editors frame a page (an editor's preview)", () => {
    const policy = directives(
      contentSecurityPolicy(
        { nonce: createNonce() },
        { ...PLAIN, frameAncestors: ['https://app.storyblok.com', 'https://app.storyblok.com'] },
      ),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://app.storyblok.com']);
  });

  it('frames only the video hosts the Video block embeds', () => {
    const policy = directives(contentSecurityPolicy({ nonce: createNonce() }, PLAIN));
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('asks for https subresources only behind TLS', () => {
    expect(contentSecurityPolicy({ nonce: createNonce() }, PLAIN)).not.toContain('upgrade-insecure-requests');
    expect(
      contentSecurityPolicy({ nonce: createNonce() }, { ...PLAIN, upgradeInsecureRequests: true }),
    ).toContain('upgrade-insecure-requests');
  });

  it('refuses a nonce that could break out of the header', () => {
    for (const bad of ['', 'short', "abcdefghijklmnopqrstu'", 'abcdefghijklmnopqrs; x', 'a'.repeat(23)]) {
      expect(() => contentSecurityPolicy({ nonce: bad }, PLAIN), bad).toThrow(/22 base64url/);
    }
  });
});

describe('a shared page’s policy', () => {
  it('allows its inline scripts by hash, with no nonce and never unsafe-inline', () => {
    const hash = 'LCa0a2j/xo/5m0U8HTBBNBNCLXBkg7+g+YpeiGJm564=';
    const policy = directives(contentSecurityPolicy({ sha256: [hash] }, PLAIN));
    expect(policy.get('script-src')).toEqual([`'sha256-${hash}'`, "'strict-dynamic'", "'self'"]);
  });

  it('refuses a hash that could break out of the header', () => {
    for (const bad of ['', "abc'", 'x'.repeat(44), `${'A'.repeat(43)}=; script-src *`]) {
      expect(() => contentSecurityPolicy({ sha256: [bad] }, PLAIN), bad).toThrow(/SHA-256/);
    }
  });
});

describe('cspOptionsFrom', () => {
  it('lists the origins of the configured third-party scripts once each, where their widgets reach', () => {
    const options = cspOptionsFrom({
      content: { assetOrigins: [] },
      tracking: {
        liveChatScriptUrl: 'https://chat.example.net/widget.js?id=1',
        adPixelScriptUrl: 'https://px.example.org/p.js',
        socialSdkScriptUrl: 'https://chat.example.net/sdk.js',
      },
      forms: { prefillOrigins: ['https://app.shiftlane.example'] },
    });
    expect(options.thirdPartyOrigins).toEqual(['https://chat.example.net', 'https://px.example.org']);
    expect(options.frameOrigins).toEqual(['https://app.shiftlane.example']);
    const policy = directives(
      contentSecurityPolicy({ nonce: createNonce() }, { ...options, upgradeInsecureRequests: false }),
    );
    expect(policy.get('frame-src')).toContain('https://app.shiftlane.example');
    expect(policy.get('script-src')).not.toContain('https://app.shiftlane.example');
    for (const directive of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
      expect(policy.get(directive), directive).toContain('https://px.example.org');
      expect(policy.get(directive)?.filter((source) => source === 'https://chat.example.net')).toHaveLength(
        1,
      );
    }
  });

  it('allows the Google tag’s script and where it sends, by the kind of GOOGLE_TAG_ID', () => {
    const policyFor = (googleTagId: string) =>
      directives(
        contentSecurityPolicy(
          { sha256: ['LCa0a2j/xo/5m0U8HTBBNBNCLXBkg7+g+YpeiGJm564='] },
          {
            ...cspOptionsFrom({
              content: { assetOrigins: [] },
              tracking: { googleTagId },
              forms: { prefillOrigins: [] },
            }),
            upgradeInsecureRequests: false,
          },
        ),
      );
    const analytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
    const ads = [
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    ];

    const ga4 = policyFor('G-E2ETEST01');
    // A shared page keeps its hashes and 'strict-dynamic': the tag is inserted by an allowed script.
    expect(ga4.get('script-src')).toEqual([
      "'sha256-LCa0a2j/xo/5m0U8HTBBNBNCLXBkg7+g+YpeiGJm564='",
      "'strict-dynamic'",
      "'self'",
      'https://www.googletagmanager.com',
    ]);
    for (const directive of ['connect-src', 'img-src']) {
      expect(ga4.get(directive), directive).toEqual(expect.arrayContaining(analytics));
      expect(
        ga4.get(directive)?.filter((source) => source === 'https://www.googletagmanager.com'),
      ).toHaveLength(1);
      for (const origin of ads) expect(ga4.get(directive), directive).not.toContain(origin);
    }

    const adsPolicy = policyFor('AW-123456789');
    expect(adsPolicy.get('script-src')).toContain('https://www.googletagmanager.com');
    for (const directive of ['connect-src', 'img-src']) {
      expect(adsPolicy.get(directive), directive).toEqual(expect.arrayContaining(ads));
      for (const origin of analytics) expect(adsPolicy.get(directive), directive).not.toContain(origin);
    }

    const container = policyFor('GTM-K9ABCD1');
    for (const directive of ['connect-src', 'img-src']) {
      expect(container.get(directive), directive).toEqual(expect.arrayContaining([...analytics, ...ads]));
    }
    // Where a tag sends is no place scripts may come from.
    for (const policy of [ga4, adsPolicy, container]) {
      for (const origin of [...analytics, ...ads]) expect(policy.get('script-src')).not.toContain(origin);
      expect(policy.get('default-src')).toEqual(["'self'"]);
    }
  });

  it('adds nothing when no third-party script or asset origin is configured', () => {
    const options = cspOptionsFrom({
      content: { assetOrigins: [] },
      tracking: {},
      forms: { prefillOrigins: [] },
    });
    expect({ ...options, upgradeInsecureRequests: false }).toEqual(PLAIN);
  });

  it('lets images load from the content’s asset origins, and nothing else from there', () => {
    const policyOf = (env: Record<string, string>) =>
      directives(
        contentSecurityPolicy(
          { nonce: createNonce() },
          { ...cspOptionsFrom(loadConfig(env)), upgradeInsecureRequests: false },
        ),
      );
    // The embedded media service is reached through the site's own /media.
    expect(policyOf({}).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);

    const hosted = policyOf({ CONTENT_REGION: 'us', START_CONTENT_SERVICE: 'false' });
    expect(hosted.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://a-us.storyblok.com']);
    for (const directive of ['default-src', 'script-src', 'connect-src', 'frame-src', 'media-src']) {
      expect(hosted.get(directive), directive).not.toContain('https://a-us.storyblok.com');
    }

    const listed = policyOf({
      CONTENT_REGION: 'eu',
      START_CONTENT_SERVICE: 'false',
      CONTENT_ASSET_ORIGINS: 'https://a.storyblok.com,https://images.example.com/assets',
    });
    expect(listed.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://a.storyblok.com',
      'https://images.example.com',
    ]);
  });
});
