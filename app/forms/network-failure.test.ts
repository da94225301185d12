import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE_MESSAGE, serverActionOrNetworkFailure } from './network-failure';

function post(fields: Record<string, string>): Request {
  return new Request('http://site.test/start-free', { method: 'POST', body: new URLSearchParams(fields) });
}

const sent = { _form: '1540', _key: 'hero-signup', submissionId: 'a1b2', name: 'Ada Lovelace' };

describe('serverActionOrNetworkFailure', () => {
  it("passes the server's answer through", async () => {
    const answer = { status: 'success' };
    await expect(serverActionOrNetworkFailure(post(sent), () => Promise.resolve(answer))).resolves.toBe(
      answer,
    );
  });

  it('answers the posted form when no answer arrives at all', async () => {
    const result = await serverActionOrNetworkFailure(post(sent), () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(result).toEqual({
      status: 'error',
      failure: 'network',
      message: NETWORK_FAILURE_MESSAGE,
      fieldErrors: {},
      formId: '1540',
      formKey: 'hero-signup',
      submissionId: 'a1b2',
    });
  });

  it('leaves other failures to the route (a thrown response, a programming error)', async () => {
    const thrown = new Response('Service Unavailable', { status: 503 });
    await expect(serverActionOrNetworkFailure(post(sent), () => Promise.reject(thrown))).rejects.toBe(thrown);
    const bug = new RangeError('bug');
    await expect(serverActionOrNetworkFailure(post(sent), () => Promise.reject(bug))).rejects.toBe(bug);
  });
});
