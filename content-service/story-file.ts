// Reading one story file (format: content/README.md). Only what the service cannot work without is
// required (id, uuid, full_slug, content.component); the rest gets the CDN's defaults. The file's
// path is the truth about its full_slug, since that is where a write will put it back.
import { z } from 'zod';
import type { Story } from './types';

const blockSchema = z.looseObject({ component: z.string().min(1) });
const timestamp = z.string().nullable().optional();

const storyFileSchema = z.looseObject({
  id: z.number().int().positive(),
  uuid: z.string().min(1),
  full_slug: z.string().min(1),
  content: blockSchema,
  unpublished_content: blockSchema.optional(),
  name: z.string().optional(),
  slug: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  published_at: timestamp,
  first_published_at: timestamp,
  position: z.number().optional(),
  is_startpage: z.boolean().optional(),
  tag_list: z.array(z.string()).optional(),
});

export function storyFileData(story: Story): string {
  return `${JSON.stringify(story, null, 2)}\n`;
}

export type ParsedStoryFile = { story: Story; warnings: string[] } | { problem: string };

/**
 * `relative` is the file's path below the content folder, with `/` separators; `modified` (ISO)
 * stands in for missing timestamps.
 */
export function parseStoryFile(text: string, relative: string, modified: string): ParsedStoryFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
  const parsed = storyFileSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    return { problem: issues.join('; ') };
  }
  const raw = parsed.data;
  const pathSlug = relative.replace(/\.json$/, '');
  const pathSegment = pathSlug.slice(pathSlug.lastIndexOf('/') + 1);
  const warnings: string[] = [];
  if (raw.full_slug !== pathSlug) {
    warnings.push(`full_slug "${raw.full_slug}" does not match the file's path; using "${pathSlug}"`);
  }
  if (raw.published_at === undefined) warnings.push('no published_at; treated as never published');
  const published = raw.published_at ?? null;
  const story: Story = {
    ...raw,
    name: raw.name ?? raw.slug ?? pathSegment,
    slug: raw.full_slug === pathSlug ? (raw.slug ?? pathSegment) : pathSegment,
    full_slug: pathSlug,
    created_at: raw.created_at ?? modified,
    updated_at: raw.updated_at ?? modified,
    published_at: published,
    first_published_at: raw.first_published_at ?? published,
    position: raw.position ?? 0,
    is_startpage: raw.is_startpage ?? false,
    parent_id: typeof raw.parent_id === 'number' ? raw.parent_id : null,
    group_id: typeof raw.group_id === 'string' ? raw.group_id : raw.uuid,
    lang: typeof raw.lang === 'string' ? raw.lang : 'default',
    tag_list: raw.tag_list ?? [],
  };
  return { story, warnings };
}
