import { describe, expect, it } from 'vitest';
import { medianRun, scoredRuns } from './lighthouse';
import type { LighthouseFigure } from './types';

function run(performance: number | null, lcpMs: number): LighthouseFigure {
  return {
    kind: 'home',
    path: '/',
    performance,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    lcpMs,
    tbtMs: 0,
    cls: 0,
    lcpElement: null,
    lcpBreakdownMs: {},
    lcpLimits: [],
  };
}

describe('medianRun', () => {
  it('reports the run with the median performance score, and every score', () => {
    const median = medianRun([run(0.89, 3_200), run(0.94, 2_500), run(0.92, 2_800)]);
    expect(median.performance).toBe(0.92);
    expect(median.lcpMs).toBe(2_800);
    expect(median.performanceRuns).toEqual([0.89, 0.94, 0.92]);
  });

  it('ignores failed runs when choosing, and takes the lower middle of an even count', () => {
    expect(medianRun([run(null, 0), run(0.9, 1), run(0.95, 2)]).performance).toBe(0.9);
  });

  it('returns the failed run when every run failed', () => {
    expect(medianRun([run(null, 0)]).performance).toBeNull();
  });
});

describe('scoredRuns', () => {
  const sequence = (scores: (number | null)[]) => {
    let next = 0;
    return async () => run(scores[next++] ?? null, next);
  };

  it('runs again where Lighthouse failed to score a run, until the runs have scores', async () => {
    const figures = await scoredRuns(sequence([0.98, null, 0.99, 1]), 3, 2);
    expect(figures.map((figure) => figure.performance)).toEqual([0.98, 0.99, 1]);
  });

  it('keeps a failed run once the retries are spent', async () => {
    const figures = await scoredRuns(sequence([null, null, null, 0.97, 0.98]), 3, 2);
    expect(figures.map((figure) => figure.performance)).toEqual([null, 0.97, 0.98]);
  });
});
