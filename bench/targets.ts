// The issue's targets ("Benchmark"), checked against one run's figures. A figure that was
// not measured gives `met: null`, never a pass.
import type {
  FirstLoadFigure,
  LighthouseFigure,
  LoadFigure,
  MemoryFigure,
  NginxCacheResults,
  TargetVerdict,
} from './types';

export const CACHED_MIN_REQUESTS_PER_S = 3_000;
export const CACHED_MAX_P99_MS = 50;
export const UNCACHED_HOME_MIN_REQUESTS_PER_S = 500;
/** Kilobytes of 1,000 bytes, as Vite and Lighthouse count them. */
export const FIRST_LOAD_MAX_JS_GZIP_KB = 120;
export const LIGHTHOUSE_MIN_PERFORMANCE = 0.98;
export const MAX_RSS_MB = 300;
/** nginx answering from its page cache, against nginx serving the same bytes from disk (req/s). */
export const NGINX_CACHE_MIN_RATIO = 0.9;

export interface TargetInput {
  load: readonly LoadFigure[];
  firstLoad: readonly FirstLoadFigure[];
  lighthouse: readonly LighthouseFigure[];
  memory: readonly MemoryFigure[];
  /** Absent or null: not measured (--no-cluster). */
  nginxCache?: NginxCacheResults | null;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const rps = (value: number) => `${Math.round(value)} req/s`;

function verdict(name: string, target: string, actual: string, met: boolean | null): TargetVerdict {
  return { name, target, actual, met };
}

function loadVerdicts(load: readonly LoadFigure[]): TargetVerdict[] {
  const cached = load
    .filter((figure) => figure.setup === 'cached')
    .map((figure) =>
      verdict(
        `cached ${figure.kind}`,
        `>= ${CACHED_MIN_REQUESTS_PER_S} req/s, p99 < ${CACHED_MAX_P99_MS} ms`,
        `${rps(figure.requestsPerSecond)}, p99 ${figure.p99Ms} ms`,
        figure.errors === 0 &&
          figure.non2xx === 0 &&
          figure.requestsPerSecond >= CACHED_MIN_REQUESTS_PER_S &&
          figure.p99Ms < CACHED_MAX_P99_MS,
      ),
    );
  const home = load.find((figure) => figure.setup === 'uncached' && figure.kind === 'home');
  const uncachedHome = verdict(
    'uncached home',
    `>= ${UNCACHED_HOME_MIN_REQUESTS_PER_S} req/s`,
    home ? rps(home.requestsPerSecond) : 'not measured',
    home
      ? home.errors === 0 && home.non2xx === 0 && home.requestsPerSecond >= UNCACHED_HOME_MIN_REQUESTS_PER_S
      : null,
  );
  return [...cached, uncachedHome];
}

function firstLoadVerdicts(firstLoad: readonly FirstLoadFigure[]): TargetVerdict[] {
  return firstLoad.map((figure) =>
    verdict(
      `first-load JS ${figure.kind}`,
      `<= ${FIRST_LOAD_MAX_JS_GZIP_KB} KB gz`,
      kb(figure.jsGzipBytes),
      figure.jsGzipBytes <= FIRST_LOAD_MAX_JS_GZIP_KB * 1000,
    ),
  );
}

const score = (value: number | null) => (value === null ? 'not measured' : value.toFixed(2));

function lighthouseVerdicts(lighthouse: readonly LighthouseFigure[]): TargetVerdict[] {
  return lighthouse.flatMap((figure) => {
    const atLeast = (value: number | null, minimum: number) => (value === null ? null : value >= minimum);
    return [
      verdict(
        `Lighthouse performance ${figure.kind}`,
        `>= ${LIGHTHOUSE_MIN_PERFORMANCE}`,
        score(figure.performance),
        atLeast(figure.performance, LIGHTHOUSE_MIN_PERFORMANCE),
      ),
      verdict(
        `Lighthouse a11y/best-practices/SEO ${figure.kind}`,
        '1.00 each',
        [figure.accessibility, figure.bestPractices, figure.seo].map(score).join(' / '),
        figure.accessibility === null || figure.bestPractices === null || figure.seo === null
          ? null
          : figure.accessibility === 1 && figure.bestPractices === 1 && figure.seo === 1,
      ),
      verdict(
        `CLS ${figure.kind}`,
        '0',
        figure.cls === null ? 'not measured' : figure.cls.toFixed(3),
        figure.cls === null ? null : figure.cls === 0,
      ),
    ];
  });
}

function memoryVerdicts(memory: readonly MemoryFigure[]): TargetVerdict[] {
  return memory.map((figure) =>
    verdict(
      `RSS after load (${figure.setup})`,
      `< ${MAX_RSS_MB} MB`,
      `${figure.rssMb.toFixed(0)} MB (peak ${figure.peakRssMb.toFixed(0)} MB)`,
      figure.rssMb < MAX_RSS_MB,
    ),
  );
}

const times = (value: number) => `${value.toFixed(3)}x`;

/**
 * One verdict on all pages together (summed req/s of each side): a single page's ratio moves with
 * the machine from one second to the next. The per-page range is shown beside it; a failed
 * request on either side fails it.
 */
function nginxCacheVerdict(nginxCache: NginxCacheResults | null | undefined): TargetVerdict {
  const name = 'nginx cache vs nginx from disk';
  const target = `>= ${NGINX_CACHE_MIN_RATIO.toFixed(1)}x req/s, all pages`;
  if (!nginxCache || nginxCache.pages.length === 0) return verdict(name, target, 'not measured', null);
  const ratios = nginxCache.pages.map((page) => page.ratio);
  const failures = nginxCache.pages.reduce(
    (sum, page) => sum + page.cache.non2xx + page.cache.errors + page.disk.non2xx + page.disk.errors,
    0,
  );
  const { ratio } = nginxCache.overall;
  return verdict(
    name,
    target,
    `${times(ratio)} (pages ${times(Math.min(...ratios))}-${times(Math.max(...ratios))})${
      failures ? `, ${failures} failures` : ''
    }`,
    failures === 0 && ratio >= NGINX_CACHE_MIN_RATIO,
  );
}

export function evaluateTargets(input: TargetInput): TargetVerdict[] {
  return [
    ...loadVerdicts(input.load),
    nginxCacheVerdict(input.nginxCache),
    ...firstLoadVerdicts(input.firstLoad),
    ...lighthouseVerdicts(input.lighthouse),
    ...memoryVerdicts(input.memory),
  ];
}

export function verdictLabel(met: boolean | null): string {
  if (met === null) return 'not measured';
  return met ? 'met' : 'NOT met';
}
