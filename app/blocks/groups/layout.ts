// Layout blocks: heroes and page headers, image-and-copy rows, containers (section, columns, grid,
// tabs), cards, steps, comparisons, checklists, stats, video, buttons and dividers.
import { block } from '../block';
import {
  AlternatingMediaText,
  alternatingMediaTextSchema,
} from '../AlternatingMediaText/AlternatingMediaText';
import { ButtonGroup, buttonGroupSchema } from '../ButtonGroup/ButtonGroup';
import { Card, cardSchema } from '../Card/Card';
import { CardGrid, cardGridSchema } from '../CardGrid/CardGrid';
import { Checklist, checklistSchema } from '../Checklist/Checklist';
import { Columns, columnsSchema } from '../Columns/Columns';
import { ComparisonTable, comparisonTableSchema } from '../ComparisonTable/ComparisonTable';
import { Divider, dividerSchema } from '../Divider/Divider';
import { Grid, gridSchema } from '../Grid/Grid';
import { HeroCentered, heroCenteredSchema } from '../HeroCentered/HeroCentered';
import { HeroVideo, heroVideoSchema } from '../HeroVideo/HeroVideo';
import { MediaText, mediaTextSchema } from '../MediaText/MediaText';
import { PageHeader, pageHeaderSchema } from '../PageHeader/PageHeader';
import { Section, sectionSchema } from '../Section/Section';
import { StatRow, statRowSchema } from '../StatRow/StatRow';
import { StepList, stepListSchema } from '../StepList/StepList';
import { Tabs, tabsSchema } from '../Tabs/Tabs';
import { Video, videoSchema } from '../Video/Video';

export const layoutBlocks = {
  hero_centered: block(heroCenteredSchema, HeroCentered),
  hero_video: block(heroVideoSchema, HeroVideo),
  page_header: block(pageHeaderSchema, PageHeader),
  media_text: block(mediaTextSchema, MediaText),
  alternating_media_text: block(alternatingMediaTextSchema, AlternatingMediaText),
  section: block(sectionSchema, Section),
  columns: block(columnsSchema, Columns),
  grid: block(gridSchema, Grid),
  card: block(cardSchema, Card),
  card_grid: block(cardGridSchema, CardGrid),
  step_list: block(stepListSchema, StepList),
  tabs: block(tabsSchema, Tabs),
  comparison_table: block(comparisonTableSchema, ComparisonTable),
  button_group: block(buttonGroupSchema, ButtonGroup),
  video: block(videoSchema, Video),
  checklist: block(checklistSchema, Checklist),
  stat_row: block(statRowSchema, StatRow),
  divider: block(dividerSchema, Divider),
};
