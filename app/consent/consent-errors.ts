// §8 "Consent helper": each of these makes the service count as denied. They are logged, never thrown
// at callers: a tracking script that cannot be cleared simply does not load.

export const CONSENT_ERRORS = {
  notAvailable: 'Airgap not available',
  readyTimeout: 'Airgap ready timeout',
  checkFailed: 'Consent check failed',
  invalidService: 'Invalid service name provided',
} as const;
export type ConsentErrorMessage = (typeof CONSENT_ERRORS)[keyof typeof CONSENT_ERRORS];

export class ConsentError extends Error {
  override name = 'ConsentError';
  constructor(
    override readonly message: ConsentErrorMessage,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

export function logConsentError(message: ConsentErrorMessage, context: Record<string, unknown> = {}): void {
  console.error(`[consent] ${message}`, context);
}
