// The shapes a benchmark run produces: what bench/run.ts measures and writes to bench/results/.

/** A page the benchmark loads: its kind (one per page type) and its path on the site. */
export interface BenchPage {
  kind: 'home' | 'blog-list' | 'blog-post' | 'customer-story' | 'consultation';
  path: string;
}

export type ServerSetup = 'cached' | 'uncached' | 'baseline';

export interface LoadFigure {
  setup: ServerSetup;
  kind: BenchPage['kind'];
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 2xx, and connection errors or timeouts: a run with either is suspect. */
  non2xx: number;
  errors: number;
}

export interface AssetSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadFigure {
  kind: BenchPage['kind'];
  path: string;
  htmlGzipBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** false: only the scripts the HTML names were counted (no browser to run the page). */
  measuredInBrowser: boolean;
  scripts: AssetSize[];
}

export interface LighthouseFigure {
  kind: BenchPage['kind'];
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The LCP element (CSS selector), where its time goes, and the audits that would save the most. */
  lcpElement: string | null;
  lcpBreakdownMs: Record<string, number>;
  lcpLimits: string[];
  /** The performance score of every run; the figures above are the median run's. */
  performanceRuns?: (number | null)[];
  /** Why the figures are missing, when Lighthouse failed on this page. */
  error?: string;
}

export interface MemoryFigure {
  setup: Exclude<ServerSetup, 'baseline'>;
  /** VmRSS of the site process after its load runs. */
  rssMb: number;
  /** VmHWM: the highest RSS the process reached. */
  peakRssMb: number;
}

export interface TargetVerdict {
  name: string;
  target: string;
  actual: string;
  /** null: not measured in this run (e.g. no baseline, Lighthouse failed). */
  met: boolean | null;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    platform: string;
    /** 1-minute load average at the start and the end: other work on the machine skews every figure. */
    loadAverage: { start: number; end: number };
  };
  settings: { connections: number; durationS: number; warmupS: number; acceptEncoding: string };
  pages: BenchPage[];
  load: LoadFigure[];
  firstLoad: FirstLoadFigure[];
  lighthouse: LighthouseFigure[];
  memory: MemoryFigure[];
  /** The caching headers each page answered with, per setup: shows whether the page cache is on. */
  cacheHeaders: Record<string, Record<string, string>>;
  targets: TargetVerdict[];
  notes: string[];
}
