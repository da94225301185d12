// Who may open an editor session: a holder of the management token, or a user of EDITOR_USERS with
// their password. Failed attempts are counted per client address, and past the limit every attempt
// is refused until the minute is over, the right one included, so that guessing stays slow.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { EditorUser } from '../../config/index';
import { tokenMatches } from '../auth';
import { HttpError } from '../errors';
import { decoyHash, MAX_PASSWORD_LENGTH, verifyPassword } from './passwords';

export const WRONG_CREDENTIALS = 'Wrong token, name or password.';
export const MAX_FAILURES_PER_MINUTE = 10;
/** How a token's session is named in versions; the space keeps it apart from any EDITOR_USERS name. */
export const TOKEN_USER = 'management token';

const credentialsSchema = z.union([
  z.strictObject({ token: z.string().min(1).max(MAX_PASSWORD_LENGTH) }),
  z.strictObject({
    user: z.string().min(1).max(200),
    password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  }),
]);

export class SignIn {
  private readonly attempts = new RateLimiterMemory({
    keyPrefix: 'editor-sign-in',
    points: MAX_FAILURES_PER_MINUTE,
    duration: 60,
  });

  constructor(
    private readonly managementToken: string | undefined,
    private readonly users: readonly EditorUser[],
  ) {}

  /** The signed-in user's name; throws 401, 422 or 429. */
  async check(address: string, body: unknown): Promise<string> {
    const parsed = credentialsSchema.safeParse(body);
    if (!parsed.success) {
      throw new HttpError(422, 'Send {"token": "..."} or {"user": "...", "password": "..."}');
    }
    // Counted before the check and given back on success: parallel guesses cannot all slip in
    // before the first failure is recorded.
    try {
      await this.attempts.consume(address);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new HttpError(429, `Too many failed sign-ins: try again in ${seconds} s.`, {
        'retry-after': String(seconds),
      });
    }
    const user = await this.identify(parsed.data);
    if (user === undefined) throw new HttpError(401, WRONG_CREDENTIALS);
    await this.attempts.reward(address);
    return user;
  }

  private async identify(credentials: z.infer<typeof credentialsSchema>): Promise<string | undefined> {
    if ('token' in credentials) {
      return tokenMatches(credentials.token, this.managementToken) ? TOKEN_USER : undefined;
    }
    const user = this.users.find((candidate) => candidate.name === credentials.user);
    const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyHash()));
    return matches && user ? user.name : undefined;
  }
}
