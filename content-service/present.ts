// What a reader gets to see of a stored story. `versionView` decides visibility and which content
// applies (cheap, shallow: used to filter whole listings); `presentStory` makes the deep copy that
// is actually sent, so nothing a response carries can alias the store.
import type { ReadOptions } from './read-options';
import { type Block, type ContentVersion, isBlock, isRecord, type Story } from './types';

const I18N = '__i18n__';
/** Attributes a CDN story always has; seed files may leave the uninteresting ones out. */
const STORY_DEFAULTS: Readonly<Record<string, unknown>> = {
  alternates: [],
  tag_list: [],
  is_startpage: false,
  parent_id: null,
  position: 0,
  lang: 'default',
  path: null,
  meta_data: null,
  sort_by_date: null,
  release_id: null,
  default_full_slug: null,
  translated_slugs: null,
};

export function isPublished(story: Story): boolean {
  return typeof story.published_at === 'string';
}

/** The story as a `version` reader sees it, or undefined when it is hidden from them. */
export function versionView(story: Story, version: ContentVersion): Story | undefined {
  if (version === 'published' && !isPublished(story)) return undefined;
  const view: Story = { ...story };
  if (version === 'draft' && story.unpublished_content) view.content = story.unpublished_content;
  delete view.unpublished_content;
  return view;
}

const usable = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Field-level translations (`title__i18n__de`) replace the default value, then are dropped. */
function translate(block: Block, language: string | undefined, fallback: string | undefined): void {
  const keys = Object.keys(block).filter((key) => key.includes(I18N));
  if (language) {
    for (const base of new Set(keys.map((key) => key.slice(0, key.indexOf(I18N))))) {
      const own = block[`${base}${I18N}${language}`];
      const backup = fallback ? block[`${base}${I18N}${fallback}`] : undefined;
      if (usable(own)) block[base] = own;
      else if (usable(backup)) block[base] = backup;
    }
  }
  for (const key of keys) delete block[key];
}

function transformBlocks(value: unknown, visit: (block: Block) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) transformBlocks(item, visit);
  } else if (isRecord(value)) {
    if (isBlock(value)) visit(value);
    for (const item of Object.values(value)) transformBlocks(item, visit);
  }
}

/**
 * Storyblok's Visual Editor marker of a block in a draft answer: an HTML comment holding the block's
 * component, space, uid and story id, which @storyblok/js's storyblokEditable turns into the
 * data-blok-c and data-blok-uid attributes the editor highlights blocks by.
 */
export function editableMarker(block: Block, story: Story, space: string): string {
  const marker = { name: block.component, space, uid: block._uid, id: String(story.id) };
  return `<!--#storyblok#${JSON.stringify(marker)}-->`;
}

/** A deep copy of a version view, shaped by the request's presentation parameters. */
export function presentStory(view: Story, options: ReadOptions): Story {
  const story = structuredClone(view);
  for (const [key, value] of Object.entries(STORY_DEFAULTS)) {
    if (!(key in story)) story[key] = structuredClone(value);
  }
  const language = options.language === 'default' ? undefined : options.language;
  if (language) story.lang = language;
  const excluded = new Set(options.excludingFields);
  // component and _uid identify blocks; without them the client can no longer resolve anything.
  excluded.delete('component');
  excluded.delete('_uid');
  transformBlocks(story.content, (block) => {
    translate(block, language, options.fallbackLang);
    for (const field of excluded) delete block[field];
    if (options.editableSpace !== undefined)
      block._editable = editableMarker(block, story, options.editableSpace);
  });
  for (const field of options.excludingStoryFields) delete story[field];
  return story;
}

/** The short form `resolve_links=url|link` answers in `links`. */
export function linkEntry(story: Story): Record<string, unknown> {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.slug,
    full_slug: story.full_slug,
    name: story.name,
    url: story.full_slug,
    is_folder: false,
    published: isPublished(story),
    is_startpage: Boolean(story.is_startpage),
    parent_id: story.parent_id ?? null,
    position: story.position ?? 0,
  };
}
