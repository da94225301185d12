// A grid of product features: a title, a sentence or two and an optional icon each.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import type { FeatureGridContent } from './FeatureGrid.schema';

export function FeatureGrid({ headline, intro, columns, features, theme }: FeatureGridContent & BlockProps) {
  const editable = useBlockEditable();
  return (
    <Section theme={theme} headline={headline} intro={intro} editable={editable}>
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
