import { z } from 'zod';

export const featureGridSchema = z.object({
  headline: z.string().catch(''),
  features: z
    .array(z.object({ _uid: z.string().catch(''), title: z.string().min(1), text: z.string().catch('') }))
    .catch([]),
});

export function FeatureGrid({ headline, features }: z.output<typeof featureGridSchema>) {
  return (
    <section className="section section--grey">
      <div className="container">
        {headline ? <h2 className="section__title">{headline}</h2> : null}
        <ul className="card-grid">
          {features.map((feature, index) => (
            <li key={feature._uid || index} className="card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
