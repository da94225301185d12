// The content schemas of the layout blocks (the components are in ./layout.ts).
import { alternatingMediaTextSchema } from '../AlternatingMediaText/AlternatingMediaText.schema';
import { buttonGroupSchema } from '../ButtonGroup/ButtonGroup.schema';
import { cardSchema } from '../Card/Card.schema';
import { cardGridSchema } from '../CardGrid/CardGrid.schema';
import { checklistSchema } from '../Checklist/Checklist.schema';
import { columnsSchema } from '../Columns/Columns.schema';
import { comparisonTableSchema } from '../ComparisonTable/ComparisonTable.schema';
import { dividerSchema } from '../Divider/Divider.schema';
import { gridSchema } from '../Grid/Grid.schema';
import { heroCenteredSchema } from '../HeroCentered/HeroCentered.schema';
import { heroVideoSchema } from '../HeroVideo/HeroVideo.schema';
import { mediaTextSchema } from '../MediaText/MediaText.schema';
import { pageHeaderSchema } from '../PageHeader/PageHeader.schema';
import { sectionSchema } from '../Section/Section.schema';
import { statRowSchema } from '../StatRow/StatRow.schema';
import { stepListSchema } from '../StepList/StepList.schema';
import { tabsSchema } from '../Tabs/Tabs.schema';
import { videoSchema } from '../Video/Video.schema';

export const layoutSchemas = {
  hero_centered: heroCenteredSchema,
  hero_video: heroVideoSchema,
  page_header: pageHeaderSchema,
  media_text: mediaTextSchema,
  alternating_media_text: alternatingMediaTextSchema,
  section: sectionSchema,
  columns: columnsSchema,
  grid: gridSchema,
  card: cardSchema,
  card_grid: cardGridSchema,
  step_list: stepListSchema,
  tabs: tabsSchema,
  comparison_table: comparisonTableSchema,
  button_group: buttonGroupSchema,
  video: videoSchema,
  checklist: checklistSchema,
  stat_row: statRowSchema,
  divider: dividerSchema,
};
