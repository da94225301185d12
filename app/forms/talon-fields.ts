// The bot check's names the browser form needs too (the checks themselves are in talon.server.ts).

/** The hidden field people never see and bots fill in. It must arrive empty. */
export const HONEYPOT_FIELD = 'website';
/**
 * The default `talon` value of the signup form data (§3: "talon (bot-detection token, default
 * placeholder status)"), held until the server-issued token replaces it. A post that still carries
 * it never received a token, so it is refused as 'missing'.
 */
export const TALON_PLACEHOLDER = '{"status":"pending"}';
