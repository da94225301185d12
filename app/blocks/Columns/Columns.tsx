// A container of two to four `column`s side by side, each holding its own blocks (a checklist
// next to a quote, say). Columns stack on narrow screens, in source order.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { NestedBlocks } from '../Section/NestedBlocks';
import { gridColumns } from '../shared/grid-columns';
import { Section } from '../shared/Section';
import type { ColumnsContent } from './Columns.schema';
import { COLUMNS_MAX } from './Columns.options';

export function Columns({ eyebrow, headline, intro, columns, theme }: ColumnsContent & BlockProps) {
  const editable = useBlockEditable();
  if (columns.length === 0) return null;
  const perRow = Math.min(columns.length, COLUMNS_MAX);
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="columns-block"
      editable={editable}
    >
      <div {...gridColumns(`columns columns--${perRow}`, perRow)}>
        {columns.map((column, index) => (
          <NestedBlocks key={column._uid || index} blocks={column.body} className="columns__column" />
        ))}
      </div>
    </Section>
  );
}
