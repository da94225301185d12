// A container of two to four `column`s side by side, each holding its own blocks (a checklist
// next to a quote, say). Columns stack on narrow screens, in source order.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { NestedBlocks } from '../Section/NestedBlocks';
import { describeValue, warnContent } from '../shared/content-warnings';
import { items, nestedBlocks, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './Columns.css';

export const COLUMNS_MIN = 2;
export const COLUMNS_MAX = 4;

const columnSchema = z.object({ _uid: z.string().catch(''), body: nestedBlocks('body') });

/** Outside 2 to 4 the block still shows every column (more than four wrap onto a new row). */
const columnList = items('columns', columnSchema).transform((columns) => {
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

export function Columns({
  eyebrow,
  headline,
  intro,
  columns,
  theme,
}: z.output<typeof columnsSchema> & BlockProps) {
  if (columns.length === 0) return null;
  const perRow = Math.min(columns.length, COLUMNS_MAX);
  return (
    <Section theme={theme} eyebrow={eyebrow} headline={headline} intro={intro} className="columns-block">
      <div className={`columns columns--${perRow}`}>
        {columns.map((column, index) => (
          <NestedBlocks key={column._uid || index} blocks={column.body} className="columns__column" />
        ))}
      </div>
    </Section>
  );
}
