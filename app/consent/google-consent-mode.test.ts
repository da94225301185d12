import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uninstallAirgap } from './airgap';
import { startBrowserConsentManager } from './browser-manager';
import { CONSENT_CHANGE_EVENT } from './client';
import { CONSENT_COOKIE, decodeConsent, readCookie } from './consent-cookie';
import {
  consentModeHeadScript,
  DEFAULT_SIGNALS,
  GOOGLE_CONSENT_TYPES,
  googleConsentSignals,
  pushConsentUpdate,
  WAIT_FOR_UPDATE_MS,
  type GoogleConsentSignals,
} from './google-consent-mode';
import { acceptAllChoices, CONSENT_VERSION, effectivePurposes, type PurposeChoices } from './purposes';
import { testManager } from './test-support';
import { REGIONS } from '../regions/region';

afterEach(() => {
  uninstallAirgap();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const G = 'granted';
const D = 'denied';

/** The Google types for the choices a visitor made, as the manager's state has them. */
function signalsFor(choices: PurposeChoices, gpc = false): GoogleConsentSignals {
  return googleConsentSignals({ purposes: effectivePurposes(choices, gpc), gpc });
}

const choices = (functional: boolean, analytics: boolean, advertising: boolean): PurposeChoices => ({
  functional,
  analytics,
  advertising,
});

describe('the mapping from purposes to Google consent types', () => {
  it('denies everything but security_storage while nothing is chosen, and by default', () => {
    const denied = {
      ad_storage: D,
      ad_user_data: D,
      ad_personalization: D,
      analytics_storage: D,
      functionality_storage: D,
      personalization_storage: D,
      security_storage: G,
    };
    expect(signalsFor(choices(false, false, false))).toEqual(denied);
    expect(DEFAULT_SIGNALS).toEqual(denied);
    expect(Object.keys(DEFAULT_SIGNALS)).toEqual([...GOOGLE_CONSENT_TYPES]);
  });

  it('grants every type after Accept all', () => {
    expect(signalsFor(acceptAllChoices(false))).toEqual({
      ad_storage: G,
      ad_user_data: G,
      ad_personalization: G,
      analytics_storage: G,
      functionality_storage: G,
      personalization_storage: G,
      security_storage: G,
    });
  });

  it('Analytics alone grants analytics_storage only', () => {
    expect(signalsFor(choices(false, true, false))).toEqual({
      ...DEFAULT_SIGNALS,
      analytics_storage: G,
    });
  });

  it('Functional alone grants functionality_storage and personalization_storage', () => {
    expect(signalsFor(choices(true, false, false))).toEqual({
      ...DEFAULT_SIGNALS,
      functionality_storage: G,
      personalization_storage: G,
    });
  });

  it('Advertising alone grants ad_storage, ad_user_data and ad_personalization', () => {
    expect(signalsFor(choices(false, false, true))).toEqual({
      ...DEFAULT_SIGNALS,
      ad_storage: G,
      ad_user_data: G,
      ad_personalization: G,
    });
  });

  it('maps each purpose on its own in every combination of the three', () => {
    for (const functional of [false, true]) {
      for (const analytics of [false, true]) {
        for (const advertising of [false, true]) {
          const signals = signalsFor(choices(functional, analytics, advertising));
          const expected = (on: boolean) => (on ? G : D);
          expect(signals).toEqual({
            ad_storage: expected(advertising),
            ad_user_data: expected(advertising),
            ad_personalization: expected(advertising),
            analytics_storage: expected(analytics),
            functionality_storage: expected(functional),
            personalization_storage: expected(functional),
            security_storage: G,
          });
        }
      }
    }
  });

  it('keeps the advertising types denied under GPC, whatever was chosen', () => {
    const underGpc = {
      ...DEFAULT_SIGNALS,
      analytics_storage: G,
      functionality_storage: G,
      personalization_storage: G,
    };
    expect(signalsFor(acceptAllChoices(true), true)).toEqual(underGpc);
    // A choice made before GPC was on, and a state whose purposes say Advertising: still denied.
    expect(signalsFor(acceptAllChoices(false), true)).toEqual(underGpc);
    expect(
      googleConsentSignals({
        purposes: { essential: true, functional: true, analytics: true, advertising: true },
        gpc: true,
      }),
    ).toEqual(underGpc);
  });
});

describe('pushing an update', () => {
  it("pushes gtag('consent', 'update', …) as an arguments object, after what is there", () => {
    const page = { dataLayer: [{ event: 'earlier' }] as unknown[] };
    vi.stubGlobal('window', page);
    pushConsentUpdate({ purposes: effectivePurposes(choices(false, true, false), false), gpc: false });
    expect(page.dataLayer).toHaveLength(2);
    const entry = page.dataLayer[1];
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { ...DEFAULT_SIGNALS, analytics_storage: G },
    ]);
  });

  it('creates dataLayer when there is none, and does nothing on the server', () => {
    pushConsentUpdate({ purposes: effectivePurposes(choices(true, true, true), false), gpc: false });
    const page: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', page);
    pushConsentUpdate({ purposes: effectivePurposes(choices(true, true, true), false), gpc: false });
    expect(page.dataLayer).toHaveLength(1);
  });
});

interface HeadScriptRun {
  /** Each arguments object gtag pushed to dataLayer, as an array; anything else as it is. */
  entries: unknown[];
  gtag: unknown;
}

/** Runs the head script in a fresh global with this cookie string and GPC signal. */
function runHeadScript(cookie: string, gpc?: boolean, dataLayer?: unknown[]): HeadScriptRun {
  const global: Record<string, unknown> = {
    document: { cookie },
    navigator: gpc === undefined ? {} : { globalPrivacyControl: gpc },
  };
  if (dataLayer) global.dataLayer = dataLayer;
  global.window = global;
  runInNewContext(consentModeHeadScript(), global);
  const entries = (global.dataLayer as unknown[]).map((entry) => {
    const isArguments = Object.prototype.toString.call(entry) === '[object Arguments]';
    // Plain objects and arrays of this realm, so toEqual compares them by value.
    return JSON.parse(
      JSON.stringify(isArguments ? Array.from(entry as ArrayLike<unknown>) : entry),
    ) as unknown;
  });
  return { entries, gtag: global.gtag };
}

const DEFAULT_COMMAND = ['consent', 'default', { ...DEFAULT_SIGNALS, wait_for_update: WAIT_FOR_UPDATE_MS }];
const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const seconds = 1_790_000_000;

describe('the head script', () => {
  it('is static, safe inside <script>, and runs in an ES5 browser', () => {
    const text = consentModeHeadScript();
    expect(text).toBe(consentModeHeadScript());
    // Nothing that could end the element or change how the HTML parser reads it; ES5 only.
    expect(text).not.toMatch(/<\/|<!--|<script|`|=>|\blet\b|\bconst\b/i);
    expect(WAIT_FOR_UPDATE_MS).toBe(500);
  });

  it('defines dataLayer and gtag, and pushes the denied defaults with wait_for_update for a new visitor', () => {
    const run = runHeadScript('');
    expect(run.entries).toEqual([DEFAULT_COMMAND]);
    expect(typeof run.gtag).toBe('function');
  });

  it('keeps what dataLayer already holds', () => {
    const run = runHeadScript('', false, [{ event: 'earlier' }]);
    expect(run.entries).toEqual([{ event: 'earlier' }, DEFAULT_COMMAND]);
  });

  it('follows the defaults with the stored choice, GPC keeping advertising denied', () => {
    expect(runHeadScript(`${CONSENT_COOKIE}=1.${seconds}.fad.${ID}`).entries).toEqual([
      DEFAULT_COMMAND,
      ['consent', 'update', signalsFor(acceptAllChoices(false))],
    ]);
    expect(runHeadScript(`${CONSENT_COOKIE}=1.${seconds}.fad.${ID}`, true).entries).toEqual([
      DEFAULT_COMMAND,
      ['consent', 'update', signalsFor(acceptAllChoices(false), true)],
    ]);
    expect(runHeadScript(`${CONSENT_COOKIE}=1.${seconds}.-.${ID}`).entries).toEqual([
      DEFAULT_COMMAND,
      ['consent', 'update', DEFAULT_SIGNALS],
    ]);
  });

  // Every cookie the manager may meet: the head script must tell Google tags exactly what the
  // manager's state will be, in every region, since the manager pushes no update of its own on load.
  const cookies = [
    '',
    'other=1',
    `${CONSENT_COOKIE}=`,
    `${CONSENT_COOKIE}=garbage`,
    `${CONSENT_COOKIE}=2.${seconds}.fad.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.fad.short`,
    `${CONSENT_COOKIE}=1.${seconds}.xyz.${ID}`,
    `${CONSENT_COOKIE}=%E0%A4%A`,
    `${CONSENT_COOKIE}=1.${seconds}.-.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.f.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.a.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.d.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.fa.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.ad.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.fd.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.fad.${ID}`,
    `a=b; ${CONSENT_COOKIE}=1.${seconds}.fa.${ID}; c=d`,
    `x${CONSENT_COOKIE}=1.${seconds}.fad.${ID}; ${CONSENT_COOKIE}=1.${seconds}.a.${ID}`,
    `${CONSENT_COOKIE}=1.${seconds}.fa.${ID}; ${CONSENT_COOKIE}=1.${seconds}.fad.${ID}`,
    `${CONSENT_COOKIE}=${encodeURIComponent(` 1.${seconds}.ad.${ID} `)}`,
  ];
  it('agrees with the manager for every cookie, GPC signal and region', () => {
    const decided = new Set<boolean>();
    for (const cookie of cookies) {
      for (const gpc of [undefined, false, true]) {
        for (const region of REGIONS) {
          const { manager } = testManager({
            region,
            gpc: gpc === true,
            stored: decodeConsent(readCookie(cookie, CONSENT_COOKIE)),
          });
          const expected: unknown[] = [DEFAULT_COMMAND];
          decided.add(manager.isDecided());
          if (manager.isDecided())
            expected.push(['consent', 'update', googleConsentSignals(manager.getState())]);
          else
            expect(googleConsentSignals(manager.getState()), `${region} ${cookie}`).toEqual(DEFAULT_SIGNALS);
          expect(runHeadScript(cookie, gpc).entries, `${region} ${cookie} gpc=${gpc}`).toEqual(expected);
        }
      }
    }
    expect([...decided].sort(), 'visitors who decided and who did not').toEqual([false, true]);
    expect(CONSENT_VERSION, 'the cookies above are of version 1').toBe(1);
  });
});

describe('the browser manager', () => {
  function stubBrowser(cookie = '') {
    const page = Object.assign(new EventTarget(), { dataLayer: [] as unknown[] });
    const document = { cookie };
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', document);
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('location', { protocol: 'http:' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 201 })),
    );
    return page;
  }

  it("pushes gtag('consent', 'update', …) on each choice, before the consent-change event", () => {
    const page = stubBrowser();
    const order: string[] = [];
    page.addEventListener(CONSENT_CHANGE_EVENT, () => order.push(`event after ${page.dataLayer.length}`));
    const manager = startBrowserConsentManager('gb');
    expect(page.dataLayer).toEqual([]);
    manager.decide(acceptAllChoices(false), 'accept-all');
    manager.decide(choices(false, true, false), 'preferences');
    manager.decide(choices(false, false, false), 'reject-all');
    expect(order).toEqual(['event after 1', 'event after 2', 'event after 3']);
    expect(page.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'update', signalsFor(acceptAllChoices(false))],
      ['consent', 'update', { ...DEFAULT_SIGNALS, analytics_storage: G }],
      ['consent', 'update', DEFAULT_SIGNALS],
    ]);
  });

  it('pushes an update with advertising denied when the server reports Sec-GPC', () => {
    const page = stubBrowser(`${CONSENT_COOKIE}=1.${seconds}.fad.${ID}`);
    const manager = startBrowserConsentManager('us');
    manager.applyGpc();
    expect(page.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'update', signalsFor(acceptAllChoices(true), true)],
    ]);
  });
});
