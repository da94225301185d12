// Builders for the layout blocks (heroes, sections, columns, cards, media and text). Text is region-neutral copy with
// `{token}`s (lib/locale.ts); paths starting with `~` are region-relative. Child items carry a
// `component` name so the generator gives each one a stable `_uid`.
import { link, md, type ImageField } from './blocks';
import type { Block } from './story';

/**
 * Section themes. `grey` is left out on purpose: the us localiser would spell an explicit 'grey'
 * as 'gray' (lib/locale.ts), so blocks that want grey get it from their default instead.
 */
export type Theme =
  'white' | 'yellow' | 'peach' | 'azure' | 'pink' | 'purple' | 'purple-light' | 'enterprise';

export interface ButtonSpec {
  text: string;
  to: string;
  type?: 'filled' | 'outline' | 'text' | 'underline' | 'icon';
  size?: 'sm' | 'md' | 'lg';
  icon?: 'arrow-right' | 'play' | 'calendar' | 'download' | 'chat';
}

/** Drops unset fields, so the seed only stores what an editor would have filled in. */
function compact(fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function blockOf(component: string, fields: object): Block {
  return { component, ...compact(fields) };
}

export function button(spec: ButtonSpec): Block {
  return blockOf('button', { ...spec, to: undefined, link: link(spec.to) });
}

const buttonList = (buttons: ButtonSpec[] | undefined) => buttons?.map(button);

interface Heading {
  eyebrow?: string;
  headline?: string;
  intro?: string;
  theme?: Theme;
}

export function heroCentered(spec: {
  eyebrow?: string;
  headline: string;
  subheadline?: string;
  buttons?: ButtonSpec[];
  image?: ImageField;
  theme?: Theme;
}): Block {
  return blockOf('hero_centered', { ...spec, buttons: buttonList(spec.buttons) });
}

export function heroVideo(spec: {
  eyebrow?: string;
  headline: string;
  subheadline?: string;
  buttons?: ButtonSpec[];
  poster: ImageField;
  videoUrl: string;
  playLabel?: string;
  theme?: Theme;
}): Block {
  const { videoUrl, playLabel, ...rest } = spec;
  return blockOf('hero_video', {
    ...rest,
    buttons: buttonList(spec.buttons),
    video_url: link(videoUrl),
    play_label: playLabel,
  });
}

/** Page header: its theme defaults to grey. */
export function pageHeader(spec: {
  eyebrow?: string;
  headline: string;
  intro?: string;
  alignment?: 'left' | 'center';
  theme?: Theme;
}): Block {
  return blockOf('page_header', spec);
}

export interface MediaTextSpec {
  eyebrow?: string;
  headline?: string;
  /** Rich text in the notation of lib/rich.ts. */
  text: string;
  bullets?: string[];
  buttons?: ButtonSpec[];
  image?: ImageField;
}

function mediaTextFields(spec: MediaTextSpec) {
  return {
    ...spec,
    text: md(spec.text),
    bullets: spec.bullets?.map((text) => ({ component: 'checklist_item', text })),
    buttons: buttonList(spec.buttons),
  };
}

export function mediaText(spec: MediaTextSpec & { imagePosition?: 'left' | 'right'; theme?: Theme }): Block {
  const { imagePosition, ...rest } = spec;
  return blockOf('media_text', { ...mediaTextFields(rest), image_position: imagePosition });
}

export function alternatingMediaText(
  spec: Heading & { rows: MediaTextSpec[]; firstImagePosition?: 'left' | 'right' },
): Block {
  const { rows, firstImagePosition, ...rest } = spec;
  return blockOf('alternating_media_text', {
    ...rest,
    rows: rows.map((row) => ({ component: 'media_text_row', ...compact(mediaTextFields(row)) })),
    first_image_position: firstImagePosition,
  });
}

export function section(spec: Heading & { body: Block[]; width?: 'normal' | 'narrow' | 'wide' }): Block {
  return blockOf('section', spec);
}

/** Two to four columns, each a list of blocks. */
export function columns(spec: Heading & { columns: Block[][] }): Block {
  return blockOf('columns', {
    ...spec,
    columns: spec.columns.map((body) => ({ component: 'column', body })),
  });
}

export function grid(spec: Heading & { columns?: 2 | 3 | 4; body: Block[] }): Block {
  return blockOf('grid', spec);
}

export interface CardSpec {
  eyebrow?: string;
  title: string;
  text?: string;
  to?: string;
  linkText?: string;
  image?: ImageField;
}

function cardFields(spec: CardSpec) {
  const { to, linkText, ...rest } = spec;
  return { ...rest, link: to ? link(to) : undefined, link_text: linkText };
}

export function card(spec: CardSpec): Block {
  return blockOf('card', cardFields(spec));
}

/** Card grid: its theme defaults to grey. */
export function cardGrid(spec: Heading & { cards: CardSpec[]; columns?: 2 | 3 | 4 }): Block {
  return blockOf('card_grid', {
    ...spec,
    cards: spec.cards.map((item) => ({ component: 'card_grid_item', ...compact(cardFields(item)) })),
  });
}

export function stepList(spec: Heading & { steps: [title: string, text: string][] }): Block {
  return blockOf('step_list', {
    ...spec,
    steps: spec.steps.map(([title, text]) => ({ component: 'step', title, text })),
  });
}

export function tabs(spec: Heading & { tabs: { label: string; body: Block[] }[] }): Block {
  return blockOf('tabs', {
    ...spec,
    tabs: spec.tabs.map((tab) => ({ component: 'tab', ...tab })),
  });
}

/** Rows are a feature label and one value per column: 'yes', 'no' or short text. */
export function comparisonTable(
  spec: Heading & {
    caption?: string;
    columns: (string | { label: string; highlight: boolean })[];
    rows: [feature: string, ...values: string[]][];
  },
): Block {
  return blockOf('comparison_table', {
    ...spec,
    columns: spec.columns.map((column) =>
      typeof column === 'string'
        ? { component: 'comparison_column', label: column, highlight: false }
        : { component: 'comparison_column', ...column },
    ),
    rows: spec.rows.map(([feature, ...values]) => ({ component: 'comparison_row', feature, values })),
  });
}

export function buttonGroup(
  buttons: ButtonSpec[],
  options: { alignment?: 'left' | 'center'; theme?: Theme } = {},
): Block {
  return blockOf('button_group', { buttons: buttonList(buttons), ...options });
}

export function video(spec: {
  title: string;
  intro?: string;
  poster: ImageField;
  videoUrl: string;
  caption?: string;
  theme?: Theme;
}): Block {
  const { videoUrl, ...rest } = spec;
  return blockOf('video', { ...rest, video_url: link(videoUrl) });
}

export function checklist(spec: Heading & { items: string[]; columns?: 1 | 2 }): Block {
  return blockOf('checklist', {
    ...spec,
    items: spec.items.map((text) => ({ component: 'checklist_item', text })),
  });
}

export interface StatSpec {
  value?: string;
  label: string;
  source?: string;
  /** A site-wide figure from app/local-data/stats.json instead of a value typed here. */
  siteStat?: 'countries' | 'workplaces' | 'users' | 'rating' | 'reviews' | 'launched';
}

export function statRow(spec: Heading & { stats: StatSpec[] }): Block {
  return blockOf('stat_row', {
    ...spec,
    stats: spec.stats.map(({ siteStat, ...stat }) => ({
      component: 'stat',
      ...compact({ ...stat, site_stat: siteStat }),
    })),
  });
}

export function divider(spec: { size?: 'sm' | 'md' | 'lg'; withLine?: boolean; theme?: Theme } = {}): Block {
  return blockOf('divider', { size: spec.size, with_line: spec.withLine, theme: spec.theme });
}
