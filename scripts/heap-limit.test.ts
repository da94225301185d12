import { describe, expect, it } from 'vitest';
import {
  availableMemoryBytes,
  heapArguments,
  heapLimitMb,
  MAX_DEFAULT_HEAP_MB,
  MIN_HEAP_MB,
} from './heap-limit.mjs';

const GB = 2 ** 30;

describe('the heap limit of the site process', () => {
  it('is a quarter of the memory, at least 64 MB and by default at most 256 MB', () => {
    expect(heapLimitMb({}, 24 * GB)).toBe(MAX_DEFAULT_HEAP_MB);
    expect(heapLimitMb({}, 0.5 * GB)).toBe(128);
    expect(heapLimitMb({}, 0.125 * GB)).toBe(MIN_HEAP_MB);
  });

  it('sizes the young generation with the old one', () => {
    expect(heapArguments(256)).toEqual(['--max-old-space-size=256', '--max-semi-space-size=16']);
    expect(heapArguments(64)).toEqual(['--max-old-space-size=64', '--max-semi-space-size=4']);
    expect(heapArguments(2048)).toEqual(['--max-old-space-size=2048', '--max-semi-space-size=32']);
  });

  it('is MEMORY_LIMIT_MB when set, which must be a whole number of at least 64', () => {
    expect(heapLimitMb({ MEMORY_LIMIT_MB: '1024' }, 24 * GB)).toBe(1024);
    expect(heapLimitMb({ MEMORY_LIMIT_MB: '' }, 24 * GB)).toBe(MAX_DEFAULT_HEAP_MB);
    for (const wrong of ['32', '1.5', 'lots']) {
      expect(() => heapLimitMb({ MEMORY_LIMIT_MB: wrong }, GB), wrong).toThrow(/MEMORY_LIMIT_MB/);
    }
  });

  it("takes the container's memory limit when it has one", () => {
    const files = (limits: Record<string, string>) => (file: string) => limits[file] ?? '';
    expect(availableMemoryBytes(files({ '/sys/fs/cgroup/memory.max': `${GB}\n` }))).toBe(GB);
    expect(availableMemoryBytes(files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': `${2 * GB}` }))).toBe(
      2 * GB,
    );
    // No limit: "max" in cgroup v2, a number near 2^63 in v1; then the machine's memory.
    const machine = availableMemoryBytes(files({}));
    expect(availableMemoryBytes(files({ '/sys/fs/cgroup/memory.max': 'max\n' }))).toBe(machine);
    expect(
      availableMemoryBytes(files({ '/sys/fs/cgroup/memory/memory.limit_in_bytes': '9223372036854771712' })),
    ).toBe(machine);
  });
});
