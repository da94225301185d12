// "How it works" in numbered steps: an ordered list, so the order is real to assistive technology;
// the big numerals are drawn by CSS and hidden from it so numbers are not read twice.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { StepListContent } from './StepList.schema';

export function StepList({ eyebrow, headline, intro, steps, theme }: StepListContent & BlockProps) {
  const editable = useBlockEditable();
  if (steps.length === 0) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="step-list-block"
      editable={editable}
    >
      <ol className={`step-list${steps.length === 4 ? ' step-list--four' : ''}`}>
        {steps.map((step, index) => (
          <li key={step._uid || index} className="step-list__step">
            {headline ? (
              <h3 className="step-list__title">{step.title}</h3>
            ) : (
              <h2 className="step-list__title">{step.title}</h2>
            )}
            {step.text ? <p className="step-list__text">{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
