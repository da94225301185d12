// Region-level checks for the seed checker: required pages, counts and the brief's rules.
import { fail, isObject, REQUIRED_PAGES, STAMP, type Json, type Loaded } from './check-core';
import { JURISDICTIONS, LAYOUTS, PAGE_BLOCKS } from './schema';

const REGIONS = ['us', 'gb', 'au'] as const;
const FOLDER_COMPONENT: [RegExp, string][] = [
  [/^[a-z]{2}\/blog\/[^/]+$/, 'blog_post'],
  [/^[a-z]{2}\/glossary\/[^/]+$/, 'glossary_term'],
  [/^[a-z]{2}\/training\/lessons\/[^/]+$/, 'lesson'],
  [/^[a-z]{2}\/training\/live-training\/[^/]+$/, 'live_training'],
  [/^[a-z]{2}\/training\/[^/]+$/, 'training_item'],
  [/^[a-z]{2}\/customers\/[^/]+$/, 'customer_story'],
  [/^[a-z]{2}\/insights\/[^/]+$/, 'insight'],
  [/^[a-z]{2}\/compliance-hub\/[^/]+$/, 'compliance_item'],
  [/^[a-z]{2}\/error-page$/, 'error_page'],
  [/^[a-z]{2}\/[^/]+$/, 'page'],
  [/^settings\/redirects$/, 'redirects'],
];
const REQUIRED_REDIRECTS: [string, string, number][] = [
  ['/old-pricing', '/pricing', 301],
  ['/gb/old-pricing', '/gb/pricing', 301],
  ['/au/old-pricing', '/au/pricing', 301],
  ['/features/rostering', '/scheduling', 302],
  ['/status', 'https://status.shiftlane.example', 302],
  ['/blog/category/payroll', '/blog', 301],
];

const blocks = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const content = (item: Loaded): Json => item.story['content'] as Json;
const docNodes = (value: unknown): Json[] => (isObject(value) ? blocks(value['content']) : []);

function walkDoc(value: unknown, visit: (node: Json) => void): void {
  if (!isObject(value)) return;
  visit(value);
  for (const child of blocks(value['content'])) walkDoc(child, visit);
}

function checkPages(r: string, bySlug: Map<string, Loaded>): void {
  for (const [slug, layout] of Object.entries(REQUIRED_PAGES)) {
    const item = bySlug.get(`${r}/${slug}`);
    if (!item || item.component !== 'page') {
      fail(`${r}/${slug}`, 'required page missing');
      continue;
    }
    const page = content(item);
    if ((page['layout'] ?? 'default') !== layout) fail(item.file, `layout should be ${layout}`);
    if (!LAYOUTS.has(String(page['layout'] ?? 'default'))) fail(item.file, 'unknown layout');
    const body = blocks(page['body']);
    const kinds = body.map((block) => String(block['component']));
    if (kinds.some((kind) => !PAGE_BLOCKS.has(kind))) fail(item.file, 'non-page block in body');
    if (slug === 'home') {
      const expected = ['hero', 'feature_grid', 'quote', 'faq', 'cta_banner', 'rich_text_section'];
      if (expected.some((kind) => !kinds.includes(kind))) fail(item.file, 'home blocks incomplete');
      const grid = body.find((block) => block['component'] === 'feature_grid');
      if (blocks(grid?.['features']).length !== 6) fail(item.file, 'home needs 6 features');
      const faq = body.find((block) => block['component'] === 'faq');
      if (blocks(faq?.['items']).length !== 4) fail(item.file, 'home faq needs 4 items');
    } else if (body.length < 2 || body.length > 5) {
      fail(item.file, `${body.length} blocks, expected 2 to 5`);
    }
    if (slug === 'blog' && kinds[0] !== 'hero') fail(item.file, 'blog landing needs a hero');
  }
}

function checkBlog(r: string, posts: Loaded[]): void {
  const published = posts.filter((post) => post.story['published_at'] !== null);
  if (published.length !== 32) fail(`${r}/blog`, `${published.length} published posts, need 32`);
  if (!posts.some((post) => post.file === `${r}/blog/draft-upcoming-feature`)) {
    fail(`${r}/blog`, 'draft post missing');
  }
  const features = { list: 0, quote: 0, link: 0 };
  const titles = new Set<string>();
  const authors = new Set<string>();
  for (const post of published) {
    const c = content(post);
    const date = String(c['date']);
    if (!STAMP.test(date) || date < '2025-06-01' || date > '2026-11-30 23:59') {
      fail(post.file, `date ${date} outside 2025-06..2026-11`);
    }
    const nodes = docNodes(c['body']);
    if (nodes.length < 3 || nodes.length > 6) fail(post.file, `body has ${nodes.length} nodes`);
    const h2 = nodes.some((n) => n['type'] === 'heading' && (n['attrs'] as Json)['level'] === 2);
    if (!h2) fail(post.file, 'body has no level-2 heading');
    if (nodes.some((n) => n['type'] === 'bullet_list' || n['type'] === 'ordered_list')) features.list++;
    if (nodes.some((n) => n['type'] === 'blockquote')) features.quote++;
    walkDoc(c['body'], (node) => {
      const marks = blocks(node['marks']);
      if (marks.some((mark) => mark['type'] === 'link')) features.link++;
    });
    const title = String(c['title']);
    if (titles.has(title)) fail(post.file, 'duplicate title');
    titles.add(title);
    authors.add(String(c['author']));
  }
  if (!features.list || !features.quote || !features.link) {
    fail(`${r}/blog`, `posts need lists, blockquotes and links: ${JSON.stringify(features)}`);
  }
  if (authors.size < 3 || authors.size > 8) fail(`${r}/blog`, `${authors.size} distinct authors`);
}

function checkCollections(r: string, of: (component: string) => Loaded[]): void {
  const terms = of('glossary_term');
  const letters = new Set(terms.map((t) => String(content(t)['term']).charAt(0).toUpperCase()));
  if (terms.length < 12 || letters.size < 8) {
    fail(`${r}/glossary`, `${terms.length} terms over ${letters.size} letters`);
  }
  if (of('training_item').length < 4) fail(`${r}/training`, 'fewer than 4 training items');
  if (of('lesson').length < 3) fail(`${r}/training/lessons`, 'fewer than 3 lessons');
  const live = of('live_training');
  if (live.length < 2) fail(`${r}/training/live-training`, 'fewer than 2 live trainings');
  for (const session of live) {
    const starts = String(content(session)['starts_at']);
    const hour = Number(starts.slice(11, 13));
    const month = starts.slice(0, 7);
    if (!STAMP.test(starts) || !['2026-12', '2027-01'].includes(month) || hour < 8 || hour > 17) {
      fail(session.file, `starts_at ${starts} not in business hours of 2026-12/2027-01`);
    }
  }
  const customers = of('customer_story');
  if (customers.length < 6) fail(`${r}/customers`, 'fewer than 6 customer stories');
  if (of('insight').length < 3) fail(`${r}/insights`, 'fewer than 3 insights');
  const items = of('compliance_item');
  if (items.length < 5) fail(`${r}/compliance-hub`, 'fewer than 5 compliance items');
  for (const item of items) {
    const jurisdiction = String(content(item)['jurisdiction']);
    if (!JURISDICTIONS[r]?.has(jurisdiction)) fail(item.file, `jurisdiction ${jurisdiction}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(content(item)['updated']))) fail(item.file, 'updated');
  }
}

function checkErrorPage(r: string, item: Loaded | undefined): void {
  if (!item) return fail(`${r}/error-page`, 'missing');
  const body = blocks(content(item)['body']);
  const block = body[0];
  if (body.length !== 1 || !block || block['component'] !== 'error_block') {
    return fail(item.file, 'body must be one error_block');
  }
  if ('status_code' in block) fail(item.file, 'status_code should be absent (defaults to 404)');
  const prefix = r === 'us' ? '' : `/${r}`;
  const expected = [prefix || '/', `${prefix}/blog`, `${prefix}/contact-sales`];
  const urls = blocks(block['links']).map((link) => String((link['link'] as Json)['url']));
  if (expected.some((url) => !urls.includes(url))) fail(item.file, `links ${urls.join(', ')}`);
}

function checkRedirects(item: Loaded | undefined): void {
  if (!item) return fail('settings/redirects', 'missing');
  const rules = blocks(content(item)['rules']);
  for (const [from, to, status] of REQUIRED_REDIRECTS) {
    const found = rules.some((rule) => rule['from'] === from && rule['to'] === to);
    const right = rules.some((r) => r['from'] === from && r['to'] === to && r['status'] === status);
    if (!found || !right) fail('settings/redirects', `rule ${from} -> ${to} (${status}) missing`);
  }
  if (!rules.some((rule) => String(rule['to']).startsWith('https://'))) {
    fail('settings/redirects', 'no external rule');
  }
}

/** Runs the region checks and returns counts of stories per folder and component. */
export function checkRegions(loaded: Loaded[]): Record<string, Record<string, number>> {
  const bySlug = new Map(loaded.map((item) => [item.file, item]));
  const counts: Record<string, Record<string, number>> = {};
  for (const item of loaded) {
    const expected = FOLDER_COMPONENT.find(([pattern]) => pattern.test(item.file))?.[1];
    if (expected !== item.component) fail(item.file, `component ${item.component} in wrong folder`);
    const row = (counts[item.folder] ??= {});
    row[item.component] = (row[item.component] ?? 0) + 1;
  }
  const slugSets: Record<string, Set<string>> = {};
  for (const r of REGIONS) {
    const of = (component: string): Loaded[] =>
      loaded.filter((item) => item.folder === r && item.component === component);
    checkPages(r, bySlug);
    checkBlog(r, of('blog_post'));
    checkCollections(r, of);
    checkErrorPage(r, bySlug.get(`${r}/error-page`));
    slugSets[r] = new Set(of('blog_post').map((post) => post.file.split('/').pop() ?? ''));
  }
  for (const r of REGIONS) {
    const others = REGIONS.filter((other) => other !== r);
    const own = [...(slugSets[r] ?? [])].filter((slug) => others.every((o) => !slugSets[o]?.has(slug)));
    if (own.length < 10) fail(`${r}/blog`, `only ${own.length} region-specific post slugs`);
  }
  checkRedirects(bySlug.get('settings/redirects'));
  return counts;
}
