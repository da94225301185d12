// A list of short statements with check marks ("what you get", "what's included"), in one or two
// columns. The marks are decorative: the list itself carries the meaning.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { items, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './Checklist.css';

/** One line of a checklist: a plain string, or a `checklist_item` with `text`. */
export const checkItemSchema = z.union([
  z.string().trim().min(1),
  z.object({ text: z.string().trim().min(1) }).transform((item) => item.text),
]);

export const checklistSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  items: items('items', checkItemSchema),
  columns: optional('columns', z.coerce.number().int().min(1).max(2), 1),
  theme: themeField('white'),
});

/** The list itself; media_text uses it for its bullets. */
export function CheckItems({ items: lines, columns = 1 }: { items: readonly string[]; columns?: number }) {
  if (lines.length === 0) return null;
  return (
    <ul className={`checklist checklist--${columns}`}>
      {lines.map((line, index) => (
        <li key={index} className="checklist__item">
          <span className="checklist__mark">
            <Icon name="check" size={16} />
          </span>
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}

export function Checklist({
  eyebrow,
  headline,
  intro,
  items: lines,
  columns,
  theme,
}: z.output<typeof checklistSchema> & BlockProps) {
  if (lines.length === 0 && !headline) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      width={columns === 1 ? 'narrow' : 'normal'}
      className="checklist-block"
    >
      <CheckItems items={lines} columns={columns} />
    </Section>
  );
}
