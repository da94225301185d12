// The content of the comparison table (ComparisonTable.tsx renders it).
import { z } from 'zod';
import { warnContent } from '../shared/content-warnings';
import { flag, items, optional, optionalText, themeField } from '../shared/fields.schema';

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
    columns: items('columns', headingSchema, 'comparison_column'),
    rows: items('rows', rowSchema, 'comparison_row'),
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
export type ComparisonTableContent = z.output<typeof comparisonTableSchema>;

export default comparisonTableSchema;
