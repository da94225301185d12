// Adding a moved story's or folder's redirect to the site's route rules: the story
// `settings/redirects`, whose `content.rules` lists `redirect_rule` blocks
// (app/navigation/route-rules.ts reads them, and its matcher is used here, so the checks see the
// rules as the site does). The rule is appended through the editor's API like any edit: read (for
// the ETag), save with If-Match, publish, so every site instance picks it up at its next content
// version.
//
// Before adding `/old → /new`, the existing rules are checked:
// - a rule that already sends visitors *to* the old address (`/older → /old`) would become a chain
//   (`/older → /old → /new`): its target is changed to the new address along with the addition;
// - a rule that sends visitors away *from* the new address would either loop (`/new → /old`) or
//   keep hiding the page that now lives there: nothing is added, and the plan says why;
// - a rule that already sends visitors away *from* the old address elsewhere comes first (the first
//   matching rule wins), so the new one would never apply: nothing is added, and the plan says why;
// - unpublished changes to the redirects story (someone's edit in progress) would be published with
//   the rule: nothing is added until they are published or undone there.
import {
  findRedirect,
  normaliseRulePath,
  parseRouteRules,
  type RouteRule,
} from '../../../app/navigation/route-rules';
import { newUid, withoutEditableMarkers, type Block } from '../schema/blocks';
import { api, ApiError, type RedirectSuggestion } from './client';

export const REDIRECTS_SLUG = 'settings/redirects';

/** A rule whose target is changed so that it does not lead to the old address any more. */
export interface Retarget {
  /** The rule's position in `content.rules`. */
  index: number;
  from: string;
  /** Its target now (the old address, or a page under it), and the one it gets. */
  to: string;
  next: string;
}

export type RedirectPlan =
  | { kind: 'add'; redirect: RedirectSuggestion; retargets: Retarget[] }
  | { kind: 'exists'; redirect: RedirectSuggestion }
  | { kind: 'refused'; redirect: RedirectSuggestion; rule?: { from: string; to: string }; reason: string };

/** `/old/*` → `/old` (a folder rule's base); a page's path as it is. */
function baseOf(path: string): string {
  return path.endsWith('/*') ? path.slice(0, -2) || '/' : path;
}

/** Whether `path` is `base` or lies under it, as the rules compare paths. */
function within(path: string, base: string): boolean {
  const target = normaliseRulePath(path);
  const prefix = normaliseRulePath(base);
  return target === prefix || target.startsWith(prefix === '/' ? '/' : `${prefix}/`);
}

/** The rule as the site reads it, or null when the site drops it (malformed, or to itself). */
function siteRule(entry: unknown): RouteRule | null {
  return parseRouteRules([entry]).rules[0] ?? null;
}

/** The page of `pages` the rule sends visitors away from, if any. */
function pageRedirected(rule: RouteRule, pages: readonly string[]): string | undefined {
  return pages.find((page) => findRedirect([rule], new URL(page, 'http://site.invalid')) !== null);
}

/**
 * What adding `redirect` to `rules` (settings/redirects' `content.rules`) takes: whether it is
 * there already, which rules must lead on to the new address so that no chain forms, or why it
 * must not be added. `pages` are the site paths of the pages now at the new address: the moved
 * story's, or every moved story's for a folder's redirect (`/old/*` → `/new/*`, which covers every
 * page under the old folder).
 */
export function planRedirect(
  rules: readonly unknown[],
  redirect: RedirectSuggestion,
  pages: readonly string[] = [baseOf(redirect.to)],
): RedirectPlan {
  const folder = redirect.from.endsWith('/*');
  const oldBase = baseOf(redirect.from);
  const newBase = baseOf(redirect.to);
  const parsed = rules.map(siteRule);

  const same = parsed.some(
    (rule) =>
      rule !== null &&
      normaliseRulePath(rule.from) === normaliseRulePath(redirect.from) &&
      normaliseRulePath(rule.to) === normaliseRulePath(redirect.to),
  );
  if (same) return { kind: 'exists', redirect };

  for (const rule of parsed) {
    const page = rule === null ? undefined : pageRedirected(rule, pages);
    if (rule === null || page === undefined) continue;
    const loops = !rule.external && within(baseOf(rule.to), oldBase);
    const reason = loops
      ? `A rule already sends ${rule.from} to ${rule.to}: with a redirect from ${redirect.from} to ${redirect.to} as well, visitors would go round in a loop.`
      : `A rule already sends ${rule.from} to ${rule.to}, so visitors never see the page at ${page}: a redirect to it would send them on to ${rule.to}.`;
    return {
      kind: 'refused',
      redirect,
      rule: { from: rule.from, to: rule.to },
      reason: `${reason} Change or remove that rule in ${REDIRECTS_SLUG} first.`,
    };
  }

  const oldPage = new URL(oldBase, 'http://site.invalid');
  const earlier = parsed.find((rule) => rule !== null && findRedirect([rule], oldPage) !== null);
  if (earlier) {
    return {
      kind: 'refused',
      redirect,
      rule: { from: earlier.from, to: earlier.to },
      reason: `A rule already sends ${earlier.from} to ${earlier.to}, and the first matching rule wins: a redirect from ${redirect.from} to ${redirect.to} would never apply. Change that rule in ${REDIRECTS_SLUG} if visitors should go to ${redirect.to}.`,
    };
  }

  const retargets: Retarget[] = [];
  parsed.forEach((rule, index) => {
    if (rule === null || rule.external) return;
    const target = baseOf(rule.to);
    const wildcard = rule.to.endsWith('/*') ? '/*' : '';
    let next: string | null = null;
    if (normaliseRulePath(target) === normaliseRulePath(oldBase)) next = `${newBase}${wildcard}`;
    else if (folder && within(target, oldBase)) {
      next = `${newBase === '/' ? '' : newBase}${target.slice(normaliseRulePath(oldBase).length)}${wildcard}`;
    }
    if (next !== null) retargets.push({ index, from: rule.from, to: rule.to, next });
  });
  return { kind: 'add', redirect, retargets };
}

export interface RedirectsStory {
  id: number;
  etag: string;
  content: Block;
  rules: unknown[];
  /** Its draft differs from what is live (someone's edit in progress, or a publish that failed). */
  unpublished: boolean;
}

async function readRedirects(): Promise<RedirectsStory> {
  const entry = (await api.stories(REDIRECTS_SLUG)).find(
    (story) => story.full_slug === REDIRECTS_SLUG && !story.is_folder,
  );
  if (!entry) throw new ApiError(404, `There is no ${REDIRECTS_SLUG} story to add the redirect to.`);
  const current = await api.story(entry.id);
  const content = withoutEditableMarkers(current.story.content);
  const rules: unknown[] = Array.isArray(content.rules) ? [...(content.rules as unknown[])] : [];
  const published = current.published ? withoutEditableMarkers(current.published) : null;
  const unpublished = JSON.stringify(published) !== JSON.stringify(content);
  return { id: entry.id, etag: current.etag, content, rules, unpublished };
}

/** The plan for the rules as they are, unless publishing would also publish someone's draft. */
export function planFor(
  story: RedirectsStory,
  redirect: RedirectSuggestion,
  pages?: readonly string[],
): RedirectPlan {
  if (story.unpublished) {
    return {
      kind: 'refused',
      redirect,
      reason: `${REDIRECTS_SLUG} has changes that are not published yet, and adding the redirect publishes the whole story. Publish or undo those changes there first, then add the redirect from ${redirect.from} to ${redirect.to} by hand.`,
    };
  }
  return planRedirect(story.rules, redirect, pages);
}

/** What adding the redirect would take, as the rules are now. */
export async function checkRedirect(
  redirect: RedirectSuggestion,
  pages?: readonly string[],
): Promise<RedirectPlan> {
  return planFor(await readRedirects(), redirect, pages);
}

/**
 * Adds the redirect as the rules are when it is added (they are read again, so a rule added
 * meanwhile is seen): retargets the rules that lead to the old address, appends the new rule, saves
 * with the ETag just read, and publishes. Answers the plan that was carried out (or, when it is
 * `exists` or `refused`, the reason nothing was changed).
 */
export async function addRedirect(
  redirect: RedirectSuggestion,
  pages?: readonly string[],
): Promise<RedirectPlan> {
  const story = await readRedirects();
  const plan = planFor(story, redirect, pages);
  if (plan.kind !== 'add') return plan;
  const rules = story.rules.map((rule, index) => {
    const retarget = plan.retargets.find((item) => item.index === index);
    return retarget ? { ...(rule as Block), to: retarget.next } : rule;
  });
  const rule: Block = {
    _uid: newUid(),
    component: 'redirect_rule',
    from: redirect.from,
    to: redirect.to,
    status: 301,
  };
  const saved = await api.save(story.id, story.etag, {
    content: { ...story.content, rules: [...rules, rule] },
  });
  await api.publish(story.id, saved.etag);
  return plan;
}
