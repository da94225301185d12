import { describe, expect, it } from 'vitest';
import {
  CORE_COUNTRIES,
  consultationRedirect,
  EMPLOYEE_RANGES,
  isCoreCountry,
  parseEmployeeRange,
  SELF_SERVE_REDIRECT_DELAY_MS,
  SELF_SERVE_TARGETS,
} from './consultation-redirect';

// Expected targets written out, not derived from the module under test.
const AMER = '/in-action';
const EMEA = '/gb/in-action';
const APAC = '/au/in-action';
const STAY = null;

// Sample countries: US core AMER, BR non-core AMER, GB core EMEA, FR non-core EMEA,
// AU core APAC, JP non-core APAC, ZZ unknown (AMER, not core).
const RULE_TABLE: ReadonlyArray<readonly [employees: string, country: string, target: string | null]> = [
  ['1 - 15', 'US', AMER],
  ['1 - 15', 'BR', AMER],
  ['1 - 15', 'GB', EMEA],
  ['1 - 15', 'FR', EMEA],
  ['1 - 15', 'AU', APAC],
  ['1 - 15', 'JP', APAC],
  ['1 - 15', 'ZZ', AMER],

  ['1 - 25', 'US', AMER],
  ['1 - 25', 'BR', AMER],
  ['1 - 25', 'GB', EMEA],
  ['1 - 25', 'FR', EMEA],
  ['1 - 25', 'AU', APAC],
  ['1 - 25', 'JP', APAC],
  ['1 - 25', 'ZZ', AMER],

  ['16 - 49', 'US', STAY],
  ['16 - 49', 'BR', AMER],
  ['16 - 49', 'GB', EMEA],
  ['16 - 49', 'FR', EMEA],
  ['16 - 49', 'AU', STAY],
  ['16 - 49', 'JP', APAC],
  ['16 - 49', 'ZZ', AMER],

  ['26 - 49', 'US', STAY],
  ['26 - 49', 'BR', AMER],
  ['26 - 49', 'GB', EMEA],
  ['26 - 49', 'FR', EMEA],
  ['26 - 49', 'AU', STAY],
  ['26 - 49', 'JP', APAC],
  ['26 - 49', 'ZZ', AMER],

  ['50 - 249', 'US', STAY],
  ['50 - 249', 'BR', STAY],
  ['50 - 249', 'GB', STAY],
  ['50 - 249', 'FR', EMEA],
  ['50 - 249', 'AU', STAY],
  ['50 - 249', 'JP', STAY],
  ['50 - 249', 'ZZ', STAY],

  ['250 - 999', 'US', STAY],
  ['250 - 999', 'BR', STAY],
  ['250 - 999', 'GB', STAY],
  ['250 - 999', 'FR', STAY],
  ['250 - 999', 'AU', STAY],
  ['250 - 999', 'JP', STAY],
  ['250 - 999', 'ZZ', STAY],

  ['1000+', 'US', STAY],
  ['1000+', 'BR', STAY],
  ['1000+', 'GB', STAY],
  ['1000+', 'FR', STAY],
  ['1000+', 'AU', STAY],
  ['1000+', 'JP', STAY],
  ['1000+', 'ZZ', STAY],
];

function expected(target: string | null) {
  return target === null ? { redirect: false } : { redirect: true, target, delayMs: 250 };
}

describe('consultationRedirect: the §9 rule, every range × region × core', () => {
  it('covers every employee range with all seven sample countries', () => {
    expect(new Set(RULE_TABLE.map(([employees]) => employees))).toEqual(new Set(EMPLOYEE_RANGES));
    expect(RULE_TABLE).toHaveLength(EMPLOYEE_RANGES.length * 7);
  });

  it.each(RULE_TABLE)('%s employees in %s → %s', (employees, country, target) => {
    expect(consultationRedirect({ employees, country })).toEqual(expected(target));
  });
});

describe('core countries', () => {
  // '16 - 49' is the range where being core matters everywhere: core countries stay, except in EMEA.
  it.each([
    ['AU', STAY],
    ['NZ', STAY],
    ['US', STAY],
    ['CA', STAY],
    ['GB', EMEA],
    ['IE', EMEA],
    ['JE', EMEA],
    ['GG', EMEA],
    ['IM', EMEA],
    ['ZA', EMEA],
    ['AE', STAY],
    ['NL', EMEA],
    ['GI', EMEA],
    ['DE', EMEA],
    ['SG', STAY],
  ] as const)("'16 - 49' in core %s → %s", (country, target) => {
    expect(isCoreCountry(country)).toBe(true);
    expect(consultationRedirect({ employees: '16 - 49', country })).toEqual(expected(target));
  });

  it('are exactly the 15 of §9', () => {
    expect([...CORE_COUNTRIES].sort()).toEqual(
      ['AE', 'AU', 'CA', 'DE', 'GB', 'GG', 'GI', 'IE', 'IM', 'JE', 'NL', 'NZ', 'SG', 'US', 'ZA'].sort(),
    );
  });

  it('in EMEA keep the 50 - 249 range; others in EMEA do not', () => {
    expect(consultationRedirect({ employees: '50 - 249', country: 'ZA' })).toEqual(expected(STAY));
    expect(consultationRedirect({ employees: '50 - 249', country: 'DE' })).toEqual(expected(STAY));
    expect(consultationRedirect({ employees: '50 - 249', country: 'NG' })).toEqual(expected(EMEA));
    expect(consultationRedirect({ employees: '50 - 249', country: 'ES' })).toEqual(expected(EMEA));
  });
});

describe('country given as a name', () => {
  it.each([
    ['1 - 15', 'United States', AMER],
    ['16 - 49', 'United States of America', STAY],
    ['16 - 49', 'usa', STAY],
    ['16 - 49', 'United Kingdom', EMEA],
    ['50 - 249', 'UK', STAY],
    ['50 - 249', 'France', EMEA],
    ['16 - 49', 'Australia', STAY],
    ['16 - 49', 'Japan', APAC],
    ['26 - 49', 'United Arab Emirates', STAY],
    ['26 - 49', 'UAE', STAY],
    // The Middle East is Asia by continent, hence APAC (§3).
    ['26 - 49', 'Saudi Arabia', APAC],
    ['50 - 249', 'Saudi Arabia', STAY],
    ['1 - 25', 'Brazil', AMER],
    ['16 - 49', 'The Netherlands', EMEA],
    ['1 - 15', 'gb', EMEA],
    ['1 - 15', ' au ', APAC],
  ] as const)('%s employees in %s → %s', (employees, country, target) => {
    expect(consultationRedirect({ employees, country })).toEqual(expected(target));
  });
});

describe('unknown or missing input', () => {
  it.each([['Atlantis'], [''], ['ZZ'], [undefined], [null]])(
    'an unknown country (%s) is AMER and not core',
    (country) => {
      expect(isCoreCountry(country)).toBe(false);
      expect(consultationRedirect({ employees: '16 - 49', country })).toEqual(expected(AMER));
      expect(consultationRedirect({ employees: '50 - 249', country })).toEqual(expected(STAY));
    },
  );

  it.each([[''], ['lots'], ['5000+'], ['0 - 15'], [undefined], [null]])(
    'an unknown range (%s) never redirects',
    (employees) => {
      expect(consultationRedirect({ employees, country: 'FR' })).toEqual(expected(STAY));
    },
  );

  it('accepts loose spacing around the dash', () => {
    expect(parseEmployeeRange('1-15')).toBe('1 - 15');
    expect(parseEmployeeRange(' 50  -  249 ')).toBe('50 - 249');
    expect(parseEmployeeRange('1000+')).toBe('1000+');
    expect(consultationRedirect({ employees: '26-49', country: 'JP' })).toEqual(expected(APAC));
  });
});

describe('an explicit sales region', () => {
  it('overrides the continent for the branch and the target, but not the core test', () => {
    expect(consultationRedirect({ employees: '1 - 15', country: 'US' }, 'APAC')).toEqual(expected(APAC));
    expect(consultationRedirect({ employees: '50 - 249', country: 'FR' }, 'AMER')).toEqual(expected(STAY));
    expect(consultationRedirect({ employees: '16 - 49', country: 'US' }, 'EMEA')).toEqual(expected(EMEA));
    expect(consultationRedirect({ employees: '50 - 249', country: 'GB' }, 'EMEA')).toEqual(expected(STAY));
  });
});

describe('constants', () => {
  it('waits 250 ms and names one self-serve page per region', () => {
    expect(SELF_SERVE_REDIRECT_DELAY_MS).toBe(250);
    expect(SELF_SERVE_TARGETS).toEqual({ AMER, EMEA, APAC });
  });

  it('lists the ranges the forms offer', () => {
    expect(EMPLOYEE_RANGES).toEqual([
      '1 - 15',
      '1 - 25',
      '16 - 49',
      '26 - 49',
      '50 - 249',
      '250 - 999',
      '1000+',
    ]);
  });
});
