// The shapes a benchmark run produces: what bench/run.ts measures and writes to bench/results/.

/** A page the benchmark loads: its kind (one per page type) and its path on the site. */
export interface BenchPage {
  kind: 'home' | 'blog-list' | 'blog-post' | 'customer-story' | 'consultation';
  path: string;
}

/**
 * cached / uncached: one site process with its page cache on or off; baseline: nginx serving the
 * HTML it rendered from disk; nginx-cache: the cluster's nginx answering from its page cache;
 * nginx-disk: nginx serving the very bytes that cache answered with, from disk.
 */
export type ServerSetup = 'cached' | 'uncached' | 'baseline' | 'nginx-cache' | 'nginx-disk';

export interface LoadFigure {
  setup: ServerSetup;
  kind: BenchPage['kind'];
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses completed in the measured run (the warm-up not counted). */
  requests: number;
  /** Bytes read per response, status line and headers included. */
  responseBytes: number;
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
  setup: 'cached' | 'uncached';
  /** VmRSS of the site process after its load runs. */
  rssMb: number;
  /** VmHWM: the highest RSS the process reached. */
  peakRssMb: number;
}

/** One side of the nginx cache comparison on one page. */
export interface NginxSideFigure extends LoadFigure {
  setup: 'nginx-cache' | 'nginx-disk';
  /** CPU time of that nginx's worker(s) per response; null when /proc could not tell. */
  nginxCpuUsPerRequest: number | null;
  /**
   * The load generator's CPU time over the run's wall time (1 = one core busy throughout): near 1,
   * autocannon rather than nginx may be what limits both sides.
   */
  loadGeneratorCpuShare: number;
}

export interface NginxCachePage {
  kind: BenchPage['kind'];
  path: string;
  /** Content-Encoding of the bytes both sides served ('identity' without one). */
  contentEncoding: string;
  /** Body bytes of the page as nginx's cache served it, and as the disk copy holds it. */
  bodyBytes: number;
  /** Which side was loaded first: it alternates from page to page. */
  first: 'cache' | 'disk';
  cache: NginxSideFigure;
  disk: NginxSideFigure;
  /** cache req/s over disk req/s. */
  ratio: number;
  /** X-Cache-Status of one request right after the cache side's run (HIT, or STALE/UPDATING past s-maxage). */
  cacheStatusAfter: string;
}

/**
 * Pages through the cluster's nginx page cache (scripts/cluster) against nginx serving the same
 * bytes, with the same headers, from disk: same worker count, same autocannon settings.
 */
export interface NginxCacheResults {
  siteInstances: number;
  /** worker_processes of each nginx (the same on both sides). */
  nginxWorkers: number;
  /** What autocannon sent both sides, and what the saved bytes were fetched with. */
  acceptEncoding: string;
  pages: NginxCachePage[];
  /**
   * Summed req/s of all pages on each side, and their ratio (cache over disk); nginx's CPU time
   * per response on each side over all pages, and disk's over cache's: the ratio the req/s would
   * show if nginx alone were the limit (null when /proc could not tell).
   */
  overall: {
    cacheRequestsPerSecond: number;
    diskRequestsPerSecond: number;
    ratio: number;
    cacheNginxCpuUsPerRequest: number | null;
    diskNginxCpuUsPerRequest: number | null;
    cpuRatio: number | null;
  };
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
  /** null: not measured (--no-cluster, no nginx, or the cluster failed: see notes). */
  nginxCache: NginxCacheResults | null;
  /** The caching headers each page answered with, per setup: shows whether the page cache is on. */
  cacheHeaders: Record<string, Record<string, string>>;
  targets: TargetVerdict[];
  notes: string[];
}
