// The us pages speak US English: every text of the us seed content (content/us/**.json, generated
// from content-service/seed), the local data a us page shows, and the text the us pages' blocks
// render from them are checked against the British word list. A quotation or a proper name that
// keeps its spelling is an exception below, for one page, with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../../blocks/test-support';
import { loadLocalData } from '../../local-data/local-data';
import { britishWordsIn } from './british-words';

interface Exception {
  /** The story (its full_slug) or local data file ('local-data/filters') the phrase is in. */
  source: string;
  phrase: string;
  reason: string;
}

const EXCEPTIONS: readonly Exception[] = [
  { source: 'us/industries', phrase: 'Harbour Kitchen', reason: "a customer's name" },
  {
    source: 'us/training/set-up-the-time-clock',
    phrase: 'mobile, kiosk and web clock-in',
    reason: 'mobile describes the clock-in (in the app), not a phone',
  },
  {
    source: 'local-data/filters',
    phrase: 'Rostering',
    reason: 'a gb and au blog category: no us post is in it, so us pages leave its chip out',
  },
];

/** Fields that are not copy: ids, addresses, option values, file names. */
const NOT_COPY = new Set(
  (
    '_uid component uuid id full_slug slug url cached_url href linktype fieldtype filename imageS3Key ' +
    'imagePublicUrl theme size icon variant image_position align alignment time_zone type layout ' +
    'group_id lang video_url form_id cta_link terms_condition_link privacy_policy_link regions region ' +
    'currency symbol'
  ).split(' '),
);
/** The consultation block's content for visitors in gb and au (requirements §2 item 2), never shown as us copy. */
const OTHER_COUNTRY_FIELD = /_(gb|au)$/;

interface Copy {
  source: string;
  text: string;
}

function textsOf(value: unknown, source: string, key = '', found: Copy[] = []): Copy[] {
  if (NOT_COPY.has(key) || OTHER_COUNTRY_FIELD.test(key)) return found;
  if (typeof value === 'string') found.push({ source, text: value });
  else if (Array.isArray(value)) value.forEach((item) => textsOf(item, source, key, found));
  else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) textsOf(item, source, name, found);
  }
  return found;
}

const CONTENT_DIR = join(process.cwd(), 'content', 'us');
const storyFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storyFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
const stories = storyFiles(CONTENT_DIR).map((file) => ({
  source: `us/${relative(CONTENT_DIR, file).replace(/\.json$/, '')}`,
  story: JSON.parse(readFileSync(file, 'utf8')) as { name: string; content: Record<string, unknown> },
}));

/** The visible text of rendered HTML: tags, scripts and styles dropped, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_all, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_all, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

function renderedCopy(): Copy[] {
  return stories
    .filter(({ story }) =>
      ['page', 'header_navigation', 'footer_navigation'].includes(String(story.content.component)),
    )
    .map(({ source, story }) => {
      const blocks = story.content.component === 'page' ? (story.content.body as unknown[]) : [story.content];
      return { source, text: visibleText(renderBlocks(blocks, { region: 'us' }).html) };
    });
}

const localData = loadLocalData('us');
const copy: Copy[] = [
  ...stories.flatMap(({ source, story }) => textsOf({ name: story.name, content: story.content }, source)),
  ...Object.entries(localData).flatMap(([name, value]) => textsOf(value, `local-data/${name}`)),
  ...renderedCopy(),
];

/** Occurrences of an exception's phrase in a text, as [start, end) ranges. */
function phraseRanges(text: string, phrase: string): [number, number][] {
  const ranges: [number, number][] = [];
  const lower = text.toLowerCase();
  for (
    let at = lower.indexOf(phrase.toLowerCase());
    at >= 0;
    at = lower.indexOf(phrase.toLowerCase(), at + 1)
  ) {
    ranges.push([at, at + phrase.length]);
  }
  return ranges;
}

function check() {
  const used = new Set<Exception>();
  const problems = new Set<string>();
  for (const { source, text } of copy) {
    for (const finding of britishWordsIn(text)) {
      const excused = EXCEPTIONS.find(
        (exception) =>
          exception.source === source &&
          phraseRanges(text, exception.phrase).some(
            ([start, end]) => start <= finding.start && finding.end <= end,
          ),
      );
      if (excused) {
        used.add(excused);
        continue;
      }
      const context = text.slice(Math.max(0, finding.start - 40), finding.end + 40).replace(/\s+/g, ' ');
      problems.add(`${source}: "${finding.word}" (US: ${finding.us}) in "…${context}…"`);
    }
  }
  return { problems: [...problems], used };
}

describe('the us copy', () => {
  const { problems, used } = check();

  it('reaches the seed stories, the local data and what the blocks render', () => {
    expect(stories.length).toBeGreaterThan(50);
    expect(copy.filter(({ source }) => source.startsWith('local-data/')).length).toBeGreaterThan(20);
    expect(renderedCopy().length).toBeGreaterThan(20);
  });

  it('uses no British words or spellings', () => {
    expect(problems).toEqual([]);
  });

  it('gives every exception a reason, and needs each one', () => {
    for (const exception of EXCEPTIONS) expect(exception.reason.length).toBeGreaterThan(10);
    expect(EXCEPTIONS.filter((exception) => !used.has(exception))).toEqual([]);
  });

  it('has no us blog post in the Rostering category (the reason of its exception)', () => {
    const categories = stories
      .filter(({ story }) => story.content.component === 'blog_post')
      .map(({ story }) => String(story.content.category).toLowerCase());
    expect(categories.length).toBeGreaterThan(5);
    expect(categories).not.toContain('rostering');
  });
});
