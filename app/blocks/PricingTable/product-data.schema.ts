// Content fields of the product blocks that name local data (§3 plans, add-ons, industries,
// integrations, compliance states) by id, and their bullet lists: parsed with the block's content.
import { z } from 'zod';
import { describeValue, warnContent } from '../shared/content-warnings';
import { optional } from '../shared/fields.schema';
import { withHint } from '../shared/storyblok-hints';
import type { Ids } from './product-data';

/** One id from `ids`: unset gives `fallback` silently, an unknown id warns and gives `fallback`. */
export const idField = (label: string, ids: Ids, fallback: string | null = null) =>
  optional(label, z.enum(ids).nullable(), fallback);

/**
 * A list of ids (a list, or a comma-separated string as a text field gives it). Unknown ids are
 * warned about and dropped; duplicates are dropped silently.
 */
export function idList(label: string, ids: readonly string[]) {
  const list = optional(
    label,
    z.union([z.array(z.string()), z.string().transform((line) => line.split(','))]),
    [],
  ).transform((list) => {
    const named = list.map((id) => id.trim()).filter(Boolean);
    const unknown = named.filter((id) => !ids.includes(id));
    if (unknown.length > 0) warnContent(`${label} names unknown ids ${describeValue(unknown)}; dropped`);
    return [...new Set(named.filter((id) => ids.includes(id)))];
  });
  return withHint(list, { type: 'options', values: ids });
}

/** Bullet lines: a list, or one line per bullet in a text area ("- " or "• " prefixes allowed). */
export const lineList = (label: string) =>
  withHint(
    optional(
      label,
      z.union([z.array(z.string()), z.string().transform((text) => text.split('\n'))]),
      [],
    ).transform((list) => list.map((line) => line.replace(/^\s*[-*•]\s*/, '').trim()).filter(Boolean)),
    { type: 'textarea' },
  );
