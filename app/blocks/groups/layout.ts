// Layout blocks: heroes and page headers, image-and-copy rows, containers (section, columns, grid,
// tabs), cards, steps, comparisons, checklists, stats, video, buttons and dividers.
import { lazyComponent } from '../../app-shell/lazy-component';
import type { BlockComponents } from '../block';
import type { layoutSchemas } from './layout.schema';

export const layoutBlocks = {
  hero_centered: lazyComponent(() =>
    import('../HeroCentered/HeroCentered').then((module) => module.HeroCentered),
  ),
  hero_video: lazyComponent(() => import('../HeroVideo/HeroVideo').then((module) => module.HeroVideo)),
  page_header: lazyComponent(() => import('../PageHeader/PageHeader').then((module) => module.PageHeader)),
  media_text: lazyComponent(() => import('../MediaText/MediaText').then((module) => module.MediaText)),
  alternating_media_text: lazyComponent(() =>
    import('../AlternatingMediaText/AlternatingMediaText').then((module) => module.AlternatingMediaText),
  ),
  section: lazyComponent(() => import('../Section/Section').then((module) => module.Section)),
  columns: lazyComponent(() => import('../Columns/Columns').then((module) => module.Columns)),
  grid: lazyComponent(() => import('../Grid/Grid').then((module) => module.Grid)),
  card: lazyComponent(() => import('../Card/Card').then((module) => module.Card)),
  card_grid: lazyComponent(() => import('../CardGrid/CardGrid').then((module) => module.CardGrid)),
  step_list: lazyComponent(() => import('../StepList/StepList').then((module) => module.StepList)),
  tabs: lazyComponent(() => import('../Tabs/Tabs').then((module) => module.Tabs)),
  comparison_table: lazyComponent(() =>
    import('../ComparisonTable/ComparisonTable').then((module) => module.ComparisonTable),
  ),
  button_group: lazyComponent(() =>
    import('../ButtonGroup/ButtonGroup').then((module) => module.ButtonGroup),
  ),
  video: lazyComponent(() => import('../Video/Video').then((module) => module.Video)),
  checklist: lazyComponent(() => import('../Checklist/Checklist').then((module) => module.Checklist)),
  stat_row: lazyComponent(() => import('../StatRow/StatRow').then((module) => module.StatRow)),
  divider: lazyComponent(() => import('../Divider/Divider').then((module) => module.Divider)),
} satisfies BlockComponents<typeof layoutSchemas>;
