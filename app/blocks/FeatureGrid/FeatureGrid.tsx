// A grid of product features: a title, a sentence or two and an optional icon each.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { iconField } from '../shared/fields.schema';
import { items, optional, optionalText, text } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';

const featureSchema = z.object({
  _uid: z.string().catch(''),
  title: z.string().min(1),
  text: text('text'),
  icon: iconField(),
});

export const featureGridSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  columns: optional('columns', z.coerce.number().int().min(2).max(4), 3),
  features: items('features', featureSchema),
  theme: themeField('grey'),
});

export function FeatureGrid({
  headline,
  intro,
  columns,
  features,
  theme,
}: z.output<typeof featureGridSchema> & BlockProps) {
  return (
    <Section theme={theme} headline={headline} intro={intro}>
      <ul className={`card-grid card-grid--${columns}`}>
        {features.map((feature, index) => (
          <li key={feature._uid || index} className="card feature">
            {feature.icon ? (
              <span className="feature__icon">
                <Icon name={feature.icon} />
              </span>
            ) : null}
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
