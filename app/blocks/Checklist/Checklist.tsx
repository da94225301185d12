// A list of short statements with check marks ("what you get", "what's included"), in one or two
// columns. The marks are decorative: the list itself carries the meaning.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import type { ChecklistContent } from './Checklist.schema';

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
}: ChecklistContent & BlockProps) {
  const editable = useBlockEditable();
  if (lines.length === 0 && !headline) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      width={columns === 1 ? 'narrow' : 'normal'}
      className="checklist-block"
      editable={editable}
    >
      <CheckItems items={lines} columns={columns} />
    </Section>
  );
}
