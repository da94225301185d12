// Field schemas for block content. Each one either accepts the editor's value, or warns and falls
// back, so one bad field never takes the page (or the block) down. Storyblok sends '' for an unset
// option, so '' counts as "not set" for optional choices.
import { z } from 'zod';
import { hrefOf } from '../../content/links';
import { nestedBlockList, type BlockList } from '../parsed-block';
import { describeValue, warnContent } from './content-warnings';
import { ICON_NAMES, type IconName } from './Icon.options';
import { STARS_MAX } from './StarRating.options';
import { registerItem, withHint, type StoryblokHint } from './storyblok-hints';
import { THEMES, type Theme } from './theme';

function fallbackTo<T>(label: string, value: T) {
  return (ctx: { input: unknown; error: { issues: readonly { message: string }[] } }): T => {
    const issue = ctx.error.issues[0]?.message ?? 'invalid';
    const replacement = describeValue(value);
    warnContent(`${label} ${describeValue(ctx.input)} (${issue}); using ${replacement}`, {
      reason: issue,
      replacement,
    });
    return value;
  };
}

const unset = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A field the block needs: a missing or wrong value is warned about and replaced. */
export function required<S extends z.ZodType>(label: string, schema: S, fallback: z.output<S>) {
  return schema.catch(fallbackTo(label, fallback));
}

/** A field editors may leave empty: unset gives the default silently, a wrong value warns. */
export function optional<S extends z.ZodType>(label: string, schema: S, fallback: z.output<S>) {
  const field = z
    .preprocess(unset, schema.optional())
    .transform((value): z.output<S> => value ?? fallback)
    .catch(fallbackTo(label, fallback) as (ctx: unknown) => Awaited<z.output<S>>) as unknown as z.ZodType<
    z.output<S>
  >;
  // The fallback is the editor's default too (components.json), where a field can have one.
  const primitive =
    typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean';
  return primitive && fallback !== '' ? field.meta({ default: fallback }) : field;
}

export const text = (label: string) => required(label, z.string(), '');

/**
 * The block's element id, for links to it: `/newsletter#newsletter` reaches the form without
 * JavaScript and opens the modal of the same name with it (modals/modal-links.ts).
 */
export const anchorField = optional('anchor', z.string().regex(/^[A-Za-z][\w-]*$/, 'not an element id'), '');
export const optionalText = (label: string) => optional(label, z.string(), '');
export const flag = (label: string) => optional(label, z.boolean(), false);

/** A multilink or plain URL as a safe href; '' when it leads nowhere. */
export const link = withHint(
  z
    .unknown()
    .optional()
    .transform((value) => hrefOf(value)),
  { type: 'multilink' },
);

/** Nested blocks, each parsed by its own schema after this block (parse-blocks.server.ts), rendered by <Blocks>. */
export const nestedBlocks = (label: string) =>
  withHint(
    optional(label, z.array(z.unknown()), []).transform((list): BlockList => nestedBlockList(list)),
    { type: 'bloks', blocks: true },
  );

/**
 * A list of child items, each a nested `component` block (`faq_item`) editors add to the list:
 * invalid items are warned about and dropped, the rest are kept. A value that is not a list at
 * all counts as an empty list. Items that are not blocks (a list of story slugs) give their
 * Storyblok hint instead of a component name.
 */
export function items<S extends z.ZodType>(label: string, item: S, component: string | StoryblokHint) {
  if (typeof component === 'string') registerItem(component, item);
  const list = optional(label, z.array(z.unknown()), []).transform((list) =>
    list.flatMap((raw, index) => {
      const parsed = item.safeParse(raw);
      if (parsed.success) return [parsed.data as z.output<S>];
      const issue = parsed.error.issues[0];
      warnContent(
        `${label}[${index}] ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}; dropped`,
      );
      return [];
    }),
  );
  return withHint(
    list,
    typeof component === 'string' ? { type: 'bloks', components: [component] } : component,
  );
}

/** One of the section themes (theme.ts). */
export const themeField = (fallback: Theme = 'white') => optional('theme', z.enum(THEMES), fallback);

/** An icon of the inline set (Icon.tsx), or none. */
export const iconField = (fallback: IconName | null = null) =>
  optional('icon', z.enum(ICON_NAMES).nullable(), fallback);

/** A star rating from 0 to 5 (StarRating.tsx). */
export const ratingField = (fallback: number = STARS_MAX) =>
  required('rating', z.coerce.number().min(0).max(STARS_MAX), fallback);
