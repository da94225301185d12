// A feature comparison (Shiftlane against spreadsheets and other tools): a real <table> with a
// caption and header cells, so each value is announced with its feature and column. Narrow
// screens scroll the table sideways inside a focusable, labelled region (keyboard users can
// scroll it too); the feature column stays put while the values move.
import type { CSSProperties } from 'react';
import { z } from 'zod';
import type { BlockProps } from '../block';
import { warnContent } from '../shared/content-warnings';
import { flag, items, optional, optionalText } from '../shared/fields.schema';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { cellValue } from './comparison-values';
import './ComparisonTable.css';

const headingSchema = z.union([
  z
    .string()
    .trim()
    .min(1)
    .transform((label) => ({ label, highlight: false })),
  z.object({ label: z.string().trim().min(1), highlight: flag('highlight') }),
]);

const scalar = z.union([
  z.string(),
  z.number().transform(String),
  z.boolean().transform((yes) => (yes ? 'yes' : 'no')),
]);
/** Values as a list (of strings or `{ value }` items) or one string separated by "|". */
const valuesSchema = z.union([
  z.array(z.union([scalar, z.object({ value: scalar }).transform((cell) => cell.value)])),
  z.string().transform((line) => line.split('|')),
]);

const rowSchema = z.object({
  _uid: z.string().catch(''),
  feature: z.string().trim().min(1),
  values: optional('values', valuesSchema, []),
});

export const comparisonTableSchema = z
  .object({
    eyebrow: optionalText('eyebrow'),
    headline: optionalText('headline'),
    intro: optionalText('intro'),
    /** Shown above the table; the headline (or a default) names the table otherwise. */
    caption: optionalText('caption'),
    feature_heading: optional('feature_heading', z.string().trim().min(1), 'Feature'),
    columns: items('columns', headingSchema),
    rows: items('rows', rowSchema),
    theme: themeField('white'),
  })
  .transform((table) => ({
    ...table,
    // A row must have one value per column: missing ones show as blank, extra ones are dropped.
    rows: table.rows.map((row, index) => {
      if (row.values.length !== table.columns.length) {
        warnContent(
          `rows[${index}] "${row.feature}" has ${row.values.length} values for ${table.columns.length} columns`,
        );
      }
      return {
        ...row,
        values: table.columns.map((_, column) => row.values[column]?.trim() ?? ''),
      };
    }),
  }));

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
}: z.output<typeof comparisonTableSchema> & BlockProps) {
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
