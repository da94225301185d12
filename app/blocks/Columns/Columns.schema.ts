// The content of the columns container (Columns.tsx renders it).
import { z } from 'zod';
import { describeValue, warnContent } from '../shared/content-warnings';
import { items, nestedBlocks, optionalText, themeField } from '../shared/fields.schema';
import { COLUMNS_MAX, COLUMNS_MIN } from './Columns.options';

const columnSchema = z.object({ _uid: z.string().catch(''), body: nestedBlocks('body') });

/** Outside 2 to 4 the block still shows every column (more than four wrap onto a new row). */
const columnList = items('columns', columnSchema, 'column').transform((columns) => {
  if (columns.length > 0 && (columns.length < COLUMNS_MIN || columns.length > COLUMNS_MAX)) {
    warnContent(
      `columns ${describeValue(columns.length)} (expected ${COLUMNS_MIN} to ${COLUMNS_MAX}); ` +
        `showing ${Math.min(columns.length, COLUMNS_MAX)} per row`,
    );
  }
  return columns;
});

export const columnsSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  columns: columnList,
  theme: themeField('white'),
});
export type ColumnsContent = z.output<typeof columnsSchema>;

export default columnsSchema;
