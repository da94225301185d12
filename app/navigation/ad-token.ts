// The ad-tech token of §7 ("Ad-tech conversion pixel request carrying a token and action 'VISITED'
// when the inbound query has a token; the token cookie is kept 90 days"). The inbound query
// parameter is `sl_adt`; the first-party cookie of the same name keeps it, so a lead sent within
// 90 days carries it too.

export const AD_TOKEN_PARAM = 'sl_adt';
export const AD_TOKEN_COOKIE = 'sl_adt';
/** §9: the ad-pixel cookie lives 90 days. */
export const AD_TOKEN_MAX_AGE_S = 90 * 24 * 60 * 60;
export const AD_CONVERSION_ACTION = 'VISITED';

// Click ids of ad networks are URL-safe tokens; anything else is not kept or forwarded.
const TOKEN = /^[A-Za-z0-9._~-]{1,200}$/;

/** A well-formed token, or undefined. */
export function readAdToken(value: string | null | undefined): string | undefined {
  const token = value?.trim();
  return token && TOKEN.test(token) ? token : undefined;
}

/** Only the server reads the token (it travels with a lead), so page scripts never see it. */
export function adTokenCookie(token: string, secure: boolean): string {
  return [
    `${AD_TOKEN_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${AD_TOKEN_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
