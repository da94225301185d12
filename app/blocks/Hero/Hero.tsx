import { z } from 'zod';
import { assetSchema, hrefOf } from '../../content/links';

export const heroSchema = z.object({
  headline: z.string().min(1),
  subheadline: z.string().catch(''),
  cta_text: z.string().catch(''),
  cta_link: z.unknown().transform(hrefOf),
  image: assetSchema.nullish().catch(null),
});

export function Hero({ headline, subheadline, cta_text, cta_link, image }: z.output<typeof heroSchema>) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__copy">
          <h1>{headline}</h1>
          {subheadline ? <p className="hero__sub">{subheadline}</p> : null}
          {cta_text && cta_link ? (
            <a className="button button--filled button--lg" href={cta_link}>
              {cta_text}
            </a>
          ) : null}
        </div>
        {image ? (
          <img className="hero__image" src={image.src} alt={image.alt} width={560} height={400} />
        ) : null}
      </div>
    </section>
  );
}
