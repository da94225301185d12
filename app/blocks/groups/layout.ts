// Layout blocks: heroes and page headers, image-and-copy rows, containers (section, columns, grid,
// tabs), cards, steps, comparisons, checklists, stats, video, buttons and dividers.
import type { BlockComponents } from '../block';
import { AlternatingMediaText } from '../AlternatingMediaText/AlternatingMediaText';
import { ButtonGroup } from '../ButtonGroup/ButtonGroup';
import { Card } from '../Card/Card';
import { CardGrid } from '../CardGrid/CardGrid';
import { Checklist } from '../Checklist/Checklist';
import { Columns } from '../Columns/Columns';
import { ComparisonTable } from '../ComparisonTable/ComparisonTable';
import { Divider } from '../Divider/Divider';
import { Grid } from '../Grid/Grid';
import { HeroCentered } from '../HeroCentered/HeroCentered';
import { HeroVideo } from '../HeroVideo/HeroVideo';
import { MediaText } from '../MediaText/MediaText';
import { PageHeader } from '../PageHeader/PageHeader';
import { Section } from '../Section/Section';
import { StatRow } from '../StatRow/StatRow';
import { StepList } from '../StepList/StepList';
import { Tabs } from '../Tabs/Tabs';
import { Video } from '../Video/Video';
import type { layoutSchemas } from './layout.schema';

export const layoutBlocks = {
  hero_centered: HeroCentered,
  hero_video: HeroVideo,
  page_header: PageHeader,
  media_text: MediaText,
  alternating_media_text: AlternatingMediaText,
  section: Section,
  columns: Columns,
  grid: Grid,
  card: Card,
  card_grid: CardGrid,
  step_list: StepList,
  tabs: Tabs,
  comparison_table: ComparisonTable,
  button_group: ButtonGroup,
  video: Video,
  checklist: Checklist,
  stat_row: StatRow,
  divider: Divider,
} satisfies BlockComponents<typeof layoutSchemas>;
