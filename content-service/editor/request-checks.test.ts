// The Host check of every editor API request: the service's own names pass, a name pointed at it
// from elsewhere (DNS rebinding) does not.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { publicHostOf, requireOwnHost } from './request-checks';

function status(host: string | undefined, publicUrl?: string): number {
  try {
    requireOwnHost(host === undefined ? {} : { host }, publicHostOf(publicUrl));
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('requireOwnHost', () => {
  it('takes IP addresses and localhost, with any port', () => {
    for (const host of [
      '127.0.0.1:3100',
      'localhost:3100',
      'LOCALHOST:3100',
      '[::1]:3100',
      '10.0.0.30:3100',
      '127.0.0.1',
    ]) {
      expect(status(host), host).toBe(200);
    }
  });

  it("takes the public address's host, and only where one is set", () => {
    expect(status('editor.example.com', 'https://editor.example.com')).toBe(200);
    expect(status('editor.example.com:8443', 'https://editor.example.com:8443/')).toBe(200);
    expect(status('editor.example.com')).toBe(421);
    expect(status('editor.example.com:3100', 'https://editor.example.com')).toBe(421);
  });

  it('refuses any other name, and a Host that is not one', () => {
    for (const host of [
      'evil.example:3100',
      'localhost.evil.example:3100',
      '127.0.0.1.nip.io:3100',
      'evil.example@127.0.0.1:3100',
      '127.0.0.1:3100/x',
      '',
      undefined,
    ]) {
      expect(status(host, 'https://editor.example.com'), String(host)).toBe(421);
    }
  });
});
