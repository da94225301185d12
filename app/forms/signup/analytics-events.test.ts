import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIGNUP_TYPE,
  SIGNUP_EXISTING,
  SIGNUP_FAILURE,
  SIGNUP_OUTCOME_EVENTS,
  SIGNUP_SUCCESS,
  SIGNUP_TYPES,
  SOCIAL_PROVIDERS,
  isSocialProvider,
  signupTypeFor,
} from './analytics-events';

describe('signup analytics names', () => {
  it('names the three outcome events as §7 does', () => {
    expect([SIGNUP_SUCCESS, SIGNUP_EXISTING, SIGNUP_FAILURE]).toEqual([
      'SIGNUP_SUCCESS',
      'SIGNUP_EXISTING',
      'SIGNUP_FAILURE',
    ]);
    expect(SIGNUP_OUTCOME_EVENTS).toEqual([SIGNUP_SUCCESS, SIGNUP_EXISTING, SIGNUP_FAILURE]);
  });

  it('lists the §3 signup types, EMAIL by default', () => {
    expect(SIGNUP_TYPES).toEqual([
      'UNKNOWN_SIGNUP_TYPE',
      'SSO',
      'GOOGLE',
      'FACEBOOK',
      'EMAIL',
      'INVITE_LINK',
      'APPLE',
    ]);
    expect(DEFAULT_SIGNUP_TYPE).toBe('EMAIL');
  });

  it('codes Google as GG and Facebook as FB for the join endpoint', () => {
    expect(SOCIAL_PROVIDERS).toEqual({ google: 'GG', facebook: 'FB' });
    expect(isSocialProvider('GG')).toBe(true);
    expect(isSocialProvider('FB')).toBe(true);
    expect(isSocialProvider('gg')).toBe(false);
    expect(isSocialProvider(undefined)).toBe(false);
    expect(signupTypeFor('GG')).toBe('GOOGLE');
    expect(signupTypeFor('FB')).toBe('FACEBOOK');
    expect(signupTypeFor(undefined)).toBe('EMAIL');
  });
});
