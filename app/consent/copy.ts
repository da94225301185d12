// The consent texts in each region's spelling (us: personalize/analyze; gb and au: personalise/
// analyse). Kept as code, not content: the wording is part of what a visitor consents to, and a
// change of it bumps CONSENT_VERSION.
import type { Region } from '../regions/region';
import type { Purpose } from './purposes';

export interface ConsentCopy {
  bannerTitle: string;
  bannerText: string;
  /** The lighter banner's one line (us). */
  bannerTextLight: string;
  gpcNote: string;
  acceptAll: string;
  rejectAll: string;
  preferences: string;
  dialogTitle: string;
  dialogIntro: string;
  save: string;
  close: string;
  alwaysOn: string;
  usedBy: string;
  purposes: Record<Purpose, { name: string; description: string }>;
  advertisingUnderGpc: string;
}

type Spelling = { personalise: string; analyse: string };

const SPELLING: Record<Region, Spelling> = {
  us: { personalise: 'personalize', analyse: 'analyze' },
  gb: { personalise: 'personalise', analyse: 'analyse' },
  au: { personalise: 'personalise', analyse: 'analyse' },
};

export function consentCopy(region: Region): ConsentCopy {
  const { personalise, analyse } = SPELLING[region];
  return {
    bannerTitle: 'Your cookie choices',
    bannerText: `We use essential cookies to run this site. With your permission we would also use cookies to remember your settings, ${analyse} how the site is used and ${personalise} ads. Nothing optional runs until you choose.`,
    bannerTextLight: `We use optional cookies to ${analyse} traffic and ${personalise} ads only if you agree.`,
    gpcNote: 'Your browser sends a Global Privacy Control signal, so advertising cookies stay off.',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    preferences: 'Preferences',
    dialogTitle: 'Cookie preferences',
    dialogIntro:
      'Choose what the site may use besides what it needs to work. You can change this at any time with "Cookie preferences" at the bottom of every page.',
    save: 'Save choices',
    close: 'Close',
    alwaysOn: 'Always on',
    usedBy: 'Used by',
    purposes: {
      essential: {
        name: 'Essential',
        description: 'Needed for the site to work and to remember your cookie choices.',
      },
      functional: {
        name: 'Functional',
        description: `Remember your settings and turn on extras such as live chat, embedded videos and page variations we ${personalise}.`,
      },
      analytics: {
        name: 'Analytics',
        description: `Help us ${analyse} visits, errors and page speed so we can improve the site.`,
      },
      advertising: {
        name: 'Advertising',
        description: `Let advertising and social networks measure our campaigns and ${personalise} ads, including the cookies of video players.`,
      },
    },
    advertisingUnderGpc:
      'Off because your browser sends a Global Privacy Control signal, which we treat as your opt-out of advertising.',
  };
}
