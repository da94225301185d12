// Names the signup form and its server action share with analytics: the outcome events of §7
// "Analytics events", the signup types of §3 "Signup types", and the social providers the join
// endpoint takes for Google and Facebook sign-up (§2 item 1).
export const SIGNUP_SUCCESS = 'SIGNUP_SUCCESS';
export const SIGNUP_EXISTING = 'SIGNUP_EXISTING';
export const SIGNUP_FAILURE = 'SIGNUP_FAILURE';

/** The three outcomes of a submitted signup: a new account, an account that existed, a failure. */
export const SIGNUP_OUTCOME_EVENTS = [SIGNUP_SUCCESS, SIGNUP_EXISTING, SIGNUP_FAILURE] as const;
export type SignupOutcomeEvent = (typeof SIGNUP_OUTCOME_EVENTS)[number];

export const SIGNUP_TYPES = [
  'UNKNOWN_SIGNUP_TYPE',
  'SSO',
  'GOOGLE',
  'FACEBOOK',
  'EMAIL',
  'INVITE_LINK',
  'APPLE',
] as const;
export type SignupType = (typeof SIGNUP_TYPES)[number];
export const DEFAULT_SIGNUP_TYPE: SignupType = 'EMAIL';

/** The join endpoint's provider codes: GG for Google, FB for Facebook. */
export const SOCIAL_PROVIDERS = { google: 'GG', facebook: 'FB' } as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[keyof typeof SOCIAL_PROVIDERS];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return value === SOCIAL_PROVIDERS.google || value === SOCIAL_PROVIDERS.facebook;
}

/** A signup through a social button is of that provider's type; without one it is an email signup. */
export function signupTypeFor(provider: SocialProvider | undefined): SignupType {
  if (provider === SOCIAL_PROVIDERS.google) return 'GOOGLE';
  if (provider === SOCIAL_PROVIDERS.facebook) return 'FACEBOOK';
  return DEFAULT_SIGNUP_TYPE;
}
