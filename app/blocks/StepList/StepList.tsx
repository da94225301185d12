// "How it works" in numbered steps: an ordered list, so the order is real to assistive technology;
// the big numerals are drawn by CSS and hidden from it so numbers are not read twice.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { items, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './StepList.css';

const stepSchema = z.object({
  _uid: z.string().catch(''),
  title: z.string().trim().min(1),
  text: optionalText('text'),
});

export const stepListSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  steps: items('steps', stepSchema),
  theme: themeField('white'),
});

export function StepList({
  eyebrow,
  headline,
  intro,
  steps,
  theme,
}: z.output<typeof stepListSchema> & BlockProps) {
  if (steps.length === 0) return null;
  return (
    <Section theme={theme} eyebrow={eyebrow} headline={headline} intro={intro} className="step-list-block">
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
