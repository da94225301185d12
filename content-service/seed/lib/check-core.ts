// Story-level checks for the seed checker: README contract, ids, _uids, links and spelling.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPONENTS } from './schema';

export type Json = Record<string, unknown>;
export interface Loaded {
  file: string;
  story: Json;
  folder: string;
  component: string;
}

export const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../content');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DOC_NODES = new Set([
  'paragraph',
  'heading',
  'bullet_list',
  'ordered_list',
  'list_item',
  'blockquote',
  'text',
]);
const STARTPAGES = new Set(['home', 'blog', 'glossary', 'training', 'customers', 'compliance-hub']);
export const REQUIRED_PAGES: Record<string, string> = {
  home: 'default',
  pricing: 'default',
  features: 'default',
  scheduling: 'default',
  'time-clock': 'default',
  about: 'default',
  'contact-sales': 'default',
  'login-help': 'default-login',
  'get-started': 'default-logo-title-home-link',
  'embed-signup': 'default-widget',
  blog: 'default',
  glossary: 'default',
  training: 'default',
  customers: 'default',
  'compliance-hub': 'default',
};
const ID_RANGE: Record<string, [number, number]> = {
  us: [100_000, 199_999],
  gb: [200_000, 299_999],
  au: [300_000, 399_999],
  settings: [900_000, 999_999],
};
// Spellings that must not appear in a region's copy (the other variety's forms, leftover tokens).
const BANNED: Record<string, RegExp> = {
  us: /\b(\w+isations?|anonymis\w*|labour\w*|organis\w*|optimis\w*|prioritis\w*|recognis\w*|minimis\w*|utilis\w*|customis\w*|authoris\w*|realis(e|ed|ing)|analys(e|ed|ing)|colour\w*|centres?|behaviour\w*|favourite\w*|modelling|cancelled|travelling|whilst|programme|rotas?|roster\w*|fortnight\w*|maths|car parks?|metres?)\b/i,
  gb: /\b(labor|organiz\w*|optimiz\w*|prioritiz\w*|recogniz\w*|minimiz\w*|utiliz\w*|customiz\w*|authoriz\w*|realiz(e|ed|ing)|analyz\w*|colors?|centers?|behaviors?|favorites?|modeling|canceled|traveling|rosters?)\b/i,
  au: /\b(labor|organiz\w*|optimiz\w*|prioritiz\w*|recogniz\w*|minimiz\w*|utiliz\w*|customiz\w*|authoriz\w*|realiz(e|ed|ing)|analyz\w*|colors?|centers?|behaviors?|favorites?|modeling|canceled|traveling|rotas?)\b/i,
};
const LEFTOVERS = /\{[A-Za-z_]+\}|~\/|\*\*|\]\(|lorem|ipsum|TODO|\bundefined\b/i;

export const problems: string[] = [];
export const fail = (where: string, message: string): void => void problems.push(`${where}: ${message}`);
export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(path);
      return entry.name.endsWith('.json') ? [path] : [];
    }),
  );
  return nested.flat().sort();
}

export const uids = new Map<string, string>();
export const links: { where: string; folder: string; url: string }[] = [];
const texts: { where: string; folder: string; text: string }[] = [];

function checkDoc(where: string, folder: string, doc: unknown): void {
  if (!isObject(doc) || doc['type'] !== 'doc' || !Array.isArray(doc['content'])) {
    fail(where, 'not a rich text doc');
    return;
  }
  const visit = (node: unknown, path: string): void => {
    if (!isObject(node) || typeof node['type'] !== 'string' || !DOC_NODES.has(node['type'])) {
      fail(path, `bad rich text node ${JSON.stringify(node).slice(0, 60)}`);
      return;
    }
    if (node['type'] === 'heading' && !isObject(node['attrs'])) fail(path, 'heading without level');
    if (node['type'] === 'text') {
      if (typeof node['text'] !== 'string' || node['text'] === '') fail(path, 'empty text node');
      else texts.push({ where: path, folder, text: node['text'] });
      for (const mark of (node['marks'] as unknown[] | undefined) ?? []) {
        if (!isObject(mark) || !['bold', 'italic', 'link'].includes(String(mark['type']))) {
          fail(path, 'bad mark');
        } else if (mark['type'] === 'link') {
          const attrs = mark['attrs'];
          if (!isObject(attrs) || typeof attrs['href'] !== 'string' || attrs['linktype'] !== 'url') {
            fail(path, 'bad link mark');
          } else links.push({ where: path, folder, url: attrs['href'] });
        }
      }
      return;
    }
    const content = node['content'];
    if (!Array.isArray(content) || content.length === 0) fail(path, `${node['type']} without content`);
    else content.forEach((child, index) => visit(child, `${path}.${index}`));
  };
  (doc['content'] as unknown[]).forEach((node, index) => visit(node, `${where}.${index}`));
}

function checkBlock(where: string, folder: string, block: unknown, expected?: string): void {
  if (!isObject(block)) return fail(where, 'block is not an object');
  const uid = block['_uid'];
  const component = block['component'];
  if (typeof uid !== 'string' || !UUID.test(uid)) fail(where, 'missing or malformed _uid');
  else if (uids.has(uid)) fail(where, `_uid ${uid} also used at ${uids.get(uid)}`);
  else uids.set(uid, where);
  if (typeof component !== 'string' || !COMPONENTS[component]) {
    return fail(where, `unknown component ${String(component)}`);
  }
  if (expected && component !== expected) fail(where, `expected ${expected}, got ${component}`);
  const rules = COMPONENTS[component] ?? {};
  for (const key of Object.keys(block)) {
    if (key !== '_uid' && key !== 'component' && !rules[key]) fail(where, `unexpected field ${key}`);
  }
  for (const [field, rule] of Object.entries(rules)) {
    const value = block[field];
    const at = `${where}.${field}`;
    if (value === undefined) {
      if (!rule.optional) fail(at, 'missing');
      continue;
    }
    switch (rule.kind) {
      case 'string':
        if (typeof value !== 'string' || value.trim() === '') fail(at, 'not a non-empty string');
        else if (!['layout', 'date', 'starts_at', 'updated', 'from', 'to'].includes(field)) {
          texts.push({ where: at, folder, text: value });
        }
        break;
      case 'number':
        if (typeof value !== 'number') fail(at, 'not a number');
        break;
      case 'boolean':
        if (typeof value !== 'boolean') fail(at, 'not a boolean');
        break;
      case 'doc':
        checkDoc(at, folder, value);
        break;
      case 'multilink':
        if (!isObject(value) || value['fieldtype'] !== 'multilink' || value['linktype'] !== 'url') {
          fail(at, 'not a url multilink');
        } else if (typeof value['url'] !== 'string' || value['url'] !== value['cached_url']) {
          fail(at, 'url and cached_url differ');
        } else links.push({ where: at, folder, url: value['url'] });
        break;
      case 'asset':
        if (!isObject(value) || value['fieldtype'] !== 'asset') fail(at, 'not an asset');
        else if (!/^\/images\/placeholder-[a-z0-9-]+\.svg$/.test(String(value['filename']))) {
          fail(at, 'unexpected image filename');
        } else if (typeof value['alt'] !== 'string' || value['alt'].length < 10) fail(at, 'no alt text');
        else texts.push({ where: `${at}.alt`, folder, text: value['alt'] });
        break;
      case 'blocks':
        if (!Array.isArray(value) || value.length === 0) fail(at, 'not a non-empty block list');
        else value.forEach((item, index) => checkBlock(`${at}.${index}`, folder, item, rule.of));
        break;
    }
  }
}

function checkStory(file: string, story: Json): Loaded | undefined {
  const rel = relative(CONTENT_DIR, file)
    .replace(/\\/g, '/')
    .replace(/\.json$/, '');
  const folder = rel.split('/')[0] ?? '';
  const where = rel;
  if (story['full_slug'] !== rel) fail(where, `full_slug ${String(story['full_slug'])} != path`);
  if (story['slug'] !== rel.split('/').pop()) fail(where, 'slug is not the last path segment');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(rel)) fail(where, 'path is not lower-case kebab-case');
  const id = story['id'];
  const range = ID_RANGE[folder];
  if (!Number.isInteger(id) || !range || (id as number) < range[0] || (id as number) > range[1]) {
    fail(where, `id ${String(id)} outside the ${folder} range`);
  }
  for (const key of ['uuid', 'group_id']) {
    if (typeof story[key] !== 'string' || !UUID.test(story[key] as string)) fail(where, `bad ${key}`);
  }
  for (const key of ['created_at', 'updated_at']) {
    if (typeof story[key] !== 'string' || !ISO.test(story[key] as string)) fail(where, `bad ${key}`);
  }
  for (const key of ['published_at', 'first_published_at']) {
    const value = story[key];
    if (value !== null && (typeof value !== 'string' || !ISO.test(value))) fail(where, `bad ${key}`);
  }
  const draft = rel.endsWith('/blog/draft-upcoming-feature');
  if (draft !== (story['published_at'] === null)) fail(where, 'published_at null iff the draft post');
  if (typeof story['name'] !== 'string' || story['name'] === '') fail(where, 'no name');
  if (!Number.isInteger(story['position'])) fail(where, 'bad position');
  if (story['parent_id'] !== null || story['lang'] !== 'default') fail(where, 'parent_id/lang');
  const tags = story['tag_list'];
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string')) fail(where, 'bad tag_list');
  const rest = rel.split('/').slice(1).join('/');
  if (story['is_startpage'] !== (folder !== 'settings' && STARTPAGES.has(rest))) {
    fail(where, 'is_startpage does not match the landing-page rule');
  }
  const content = story['content'];
  checkBlock(`${where}#content`, folder, content);
  if (!isObject(content) || typeof content['component'] !== 'string') return undefined;
  return { file: rel, story, folder, component: content['component'] };
}

function resolveInternal(url: string): string | undefined {
  const path = url.split(/[#?]/)[0] ?? '';
  if (path === '/' || path === '') return 'us/home';
  const match = /^\/(gb|au)(\/.*)?$/.exec(path);
  if (match) return match[2] ? `${match[1]}${match[2]}` : `${match[1]}/home`;
  return `us${path}`;
}

export function checkLinks(slugs: Set<string>): void {
  for (const { where, folder, url } of links) {
    if (/^(https:\/\/|mailto:)/.test(url)) continue;
    if (!url.startsWith('/')) {
      fail(where, `link ${url} is neither internal nor https/mailto`);
      continue;
    }
    const target = resolveInternal(url);
    if (!target || !slugs.has(target)) fail(where, `link ${url} does not resolve to a story`);
    if (folder === 'settings') continue;
    const linkRegion = target?.split('/')[0];
    if (linkRegion !== folder) fail(where, `link ${url} points into another region`);
  }
}

export function checkText(): void {
  for (const { where, folder, text } of texts) {
    const leftover = LEFTOVERS.exec(text);
    if (leftover) fail(where, `leftover "${leftover[0]}"`);
    const banned = BANNED[folder]?.exec(text);
    if (banned) fail(where, `"${banned[0]}" is not ${folder} spelling/terminology`);
  }
}

export async function load(): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  const ids = new Map<unknown, string>();
  const uuids = new Map<unknown, string>();
  for (const file of await jsonFiles(CONTENT_DIR)) {
    const text = await readFile(file, 'utf8');
    const rel = relative(CONTENT_DIR, file);
    if (!text.endsWith('\n')) fail(rel, 'no trailing newline');
    let story: unknown;
    try {
      story = JSON.parse(text);
    } catch (error) {
      fail(rel, `invalid JSON: ${String(error)}`);
      continue;
    }
    if (!isObject(story)) {
      fail(rel, 'not an object');
      continue;
    }
    for (const [key, seen] of [
      ['id', ids],
      ['uuid', uuids],
      ['group_id', uuids],
    ] as const) {
      if (seen.has(story[key])) fail(rel, `${key} also used by ${seen.get(story[key])}`);
      seen.set(story[key], rel);
    }
    const checked = checkStory(file, story);
    if (checked) loaded.push(checked);
  }
  return loaded;
}
