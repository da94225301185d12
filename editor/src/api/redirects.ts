// Adding a moved story's redirect to the site's route rules: the story `settings/redirects`, whose
// `content.rules` lists `redirect_rule` blocks (app/navigation/route-rules.ts reads them). The rule
// is appended through the editor's API like any edit: read (for the ETag), save with If-Match,
// publish, so every site instance picks it up at its next content version.
import { newUid, withoutEditableMarkers, type Block } from '../schema/blocks';
import { api, ApiError, type RedirectSuggestion } from './client';

export const REDIRECTS_SLUG = 'settings/redirects';

export type RedirectResult = 'added' | 'exists';

export async function addRedirect(redirect: RedirectSuggestion): Promise<RedirectResult> {
  const entry = (await api.stories(REDIRECTS_SLUG)).find(
    (story) => story.full_slug === REDIRECTS_SLUG && !story.is_folder,
  );
  if (!entry) throw new ApiError(404, `There is no ${REDIRECTS_SLUG} story to add the redirect to.`);
  const current = await api.story(entry.id);
  const content = withoutEditableMarkers(current.story.content);
  const rules = Array.isArray(content.rules) ? (content.rules as Block[]) : [];
  if (rules.some((rule) => rule.from === redirect.from && rule.to === redirect.to)) return 'exists';
  const rule: Block = {
    _uid: newUid(),
    component: 'redirect_rule',
    from: redirect.from,
    to: redirect.to,
    status: 301,
  };
  const saved = await api.save(entry.id, current.etag, { content: { ...content, rules: [...rules, rule] } });
  await api.publish(entry.id, saved.etag);
  return 'added';
}
