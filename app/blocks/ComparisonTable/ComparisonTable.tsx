// A feature comparison (Shiftlane against spreadsheets and other tools): a real <table> with a
// caption and header cells, so each value is announced with its feature and column. Narrow
// screens scroll the table sideways inside a focusable, labelled region (keyboard users can
// scroll it too); the feature column stays put while the values move.
import type { CSSProperties } from 'react';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import type { ComparisonTableContent } from './ComparisonTable.schema';
import { cellValue } from './comparison-values';

function CrossMark() {
  return (
    <svg
      className="icon"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 7l10 10M17 7L7 17" />
    </svg>
  );
}

function Cell({ raw }: { raw: string }) {
  const value = cellValue(raw);
  switch (value.kind) {
    case 'yes':
      return (
        <span className="comparison-table__mark comparison-table__mark--yes">
          <Icon name="check" size={22} />
          <span className="visually-hidden">Yes</span>
        </span>
      );
    case 'no':
      return (
        <span className="comparison-table__mark comparison-table__mark--no">
          <CrossMark />
          <span className="visually-hidden">No</span>
        </span>
      );
    case 'empty':
      return (
        <>
          <span aria-hidden="true">–</span>
          <span className="visually-hidden">Not stated</span>
        </>
      );
    case 'text':
      return <>{value.text}</>;
  }
}

export function ComparisonTable({
  eyebrow,
  headline,
  intro,
  caption,
  feature_heading,
  columns,
  rows,
  theme,
}: ComparisonTableContent & BlockProps) {
  const editable = useBlockEditable();
  if (columns.length === 0 || rows.length === 0) return null;
  const name = caption || headline || 'Comparison';
  const highlight = (index: number) =>
    columns[index]?.highlight ? ' comparison-table__cell--highlight' : '';
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="comparison-table-block"
      editable={editable}
    >
      <div className="comparison-table__scroll" role="region" aria-label={name} tabIndex={0}>
        <table
          className="comparison-table"
          style={{ '--comparison-columns': columns.length } as CSSProperties}
        >
          <caption className={caption ? 'comparison-table__caption' : 'visually-hidden'}>{name}</caption>
          <thead>
            <tr>
              <th scope="col" className="comparison-table__feature">
                {feature_heading}
              </th>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={`comparison-table__heading${highlight(index)}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row._uid || rowIndex}>
                <th scope="row" className="comparison-table__feature">
                  {row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className={`comparison-table__value${highlight(index)}`}>
                    <Cell raw={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
