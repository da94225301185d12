// Lighthouse (the npm package's CLI) on Debian's Chromium with the e2e suite's flags, headless,
// in its default mobile profile and throttling. One page at a time: Lighthouse needs the machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../scripts/chromium';
import type { BenchPage, LighthouseFigure } from './types';

/** The flags of playwright.config.ts, plus a headless mode Lighthouse can drive. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TIMEOUT_MS = 120_000;

interface DetailItem {
  type?: string;
  selector?: string;
  snippet?: string;
  node?: { selector?: string; snippet?: string };
  items?: DetailItem[] | Record<string, unknown>;
  subpart?: string;
  duration?: number;
}

interface LighthouseAudit {
  title?: string;
  score?: number | null;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
  details?: { items?: DetailItem[] };
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
  runtimeError?: { code: string; message: string };
}

const asList = (items: DetailItem['items']): DetailItem[] => (Array.isArray(items) ? items : []);

/** The LCP element's CSS selector (Lighthouse 13's LCP breakdown, or the older LCP element audit). */
function lcpElement(report: LighthouseReport): string | null {
  const breakdown = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = breakdown.find((item) => item.type === 'node');
  if (node) return node.selector ?? node.snippet ?? null;
  const legacy = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const legacyNode = asList(legacy?.items)[0]?.node ?? legacy?.node;
  return legacyNode?.selector ?? legacyNode?.snippet ?? null;
}

/** Where the LCP time goes: time to first byte, resource load delay and duration, render delay. */
function lcpBreakdown(report: LighthouseReport): Record<string, number> {
  const breakdown = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const table = breakdown.find((item) => item.type === 'table');
  return Object.fromEntries(
    asList(table?.items).flatMap((row) =>
      row.subpart && typeof row.duration === 'number' ? [[row.subpart, Math.round(row.duration)]] : [],
    ),
  );
}

/** The failing audits that would save the most LCP time: what limits the performance score. */
function lcpLimits(report: LighthouseReport, count = 3): string[] {
  return Object.values(report.audits)
    .flatMap((audit) => {
      const saving = audit?.metricSavings?.LCP ?? 0;
      return audit && saving > 0 && (audit.score ?? 1) < 1 ? [{ title: audit.title ?? '', saving }] : [];
    })
    .sort((a, b) => b.saving - a.saving)
    .slice(0, count)
    .map((audit) => `${audit.title} (~${Math.round(audit.saving)} ms)`);
}

function run(url: string, outputPath: string, chromePath: string): Promise<void> {
  const cli = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited ${String(code)}: ${stderr.trim().slice(-500)}`));
    });
  });
}

export function figuresFromReport(page: BenchPage, report: LighthouseReport): LighthouseFigure {
  const category = (name: string) => report.categories[name]?.score ?? null;
  const audit = (name: string) => report.audits[name]?.numericValue ?? null;
  return {
    kind: page.kind,
    path: page.path,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpElement: lcpElement(report),
    lcpBreakdownMs: lcpBreakdown(report),
    lcpLimits: lcpLimits(report),
    ...(report.runtimeError ? { error: `${report.runtimeError.code}: ${report.runtimeError.message}` } : {}),
  };
}

/**
 * Lighthouse's simulated throttling varies by several points between runs on a shared machine, so
 * each page is measured this many times and the run with the median performance score is reported
 * (as Lighthouse's own documentation advises).
 */
export const LIGHTHOUSE_RUNS = 3;
/**
 * Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, about one run in ten
 * here) and its message says to run it again: a failed run is repeated, this many times per page.
 */
export const LIGHTHOUSE_RETRIES = 2;

/** `runs` figures that have a score, repeating a failed run up to `retries` times in all. */
export async function scoredRuns(
  measure: () => Promise<LighthouseFigure>,
  runs: number,
  retries: number,
): Promise<LighthouseFigure[]> {
  const figures: LighthouseFigure[] = [];
  let retriesLeft = retries;
  while (figures.length < runs) {
    const figure = await measure();
    if (figure.performance === null && retriesLeft > 0) {
      retriesLeft -= 1;
      console.warn(
        `[bench] Lighthouse failed on ${figure.path} (${figure.error ?? 'no score'}); running again`,
      );
      continue;
    }
    figures.push(figure);
  }
  return figures;
}

export async function measureLighthouse(
  page: BenchPage,
  origin: string,
  chromePath: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigure> {
  return medianRun(await scoredRuns(() => measureOnce(page, origin, chromePath), runs, LIGHTHOUSE_RETRIES));
}

/** The run with the median performance score (the lower middle of an even count), with every score. */
export function medianRun(figures: readonly LighthouseFigure[]): LighthouseFigure {
  const scored = figures
    .filter((figure) => figure.performance !== null)
    .sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const chosen = scored[Math.floor((scored.length - 1) / 2)] ?? figures[0];
  if (!chosen) throw new Error('medianRun needs at least one run');
  return { ...chosen, performanceRuns: figures.map((figure) => figure.performance) };
}

async function measureOnce(page: BenchPage, origin: string, chromePath: string): Promise<LighthouseFigure> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const outputPath = path.join(directory, 'report.json');
  try {
    await run(`${origin}${page.path}`, outputPath, chromePath);
    return figuresFromReport(page, JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport);
  } catch (error) {
    return {
      kind: page.kind,
      path: page.path,
      performance: null,
      accessibility: null,
      bestPractices: null,
      seo: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      lcpElement: null,
      lcpBreakdownMs: {},
      lcpLimits: [],
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
