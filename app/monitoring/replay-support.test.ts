import { describe, expect, it } from 'vitest';
import { isReplaySupported } from './replay-support';

const everything = {
  Worker: function Worker() {},
  CompressionStream: function CompressionStream() {},
  MutationObserver: function MutationObserver() {},
  WeakMap,
  Blob,
  FormData,
  TextEncoder,
  Promise,
};

describe('replay support', () => {
  it('needs a worker, compression, DOM observation, and the form upload', () => {
    expect(isReplaySupported(everything)).toBe(true);
    for (const missing of Object.keys(everything)) {
      const scope: Record<string, unknown> = { ...everything };
      delete scope[missing];
      expect(isReplaySupported(scope), missing).toBe(false);
    }
  });
});
