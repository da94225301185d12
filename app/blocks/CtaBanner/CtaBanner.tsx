import { z } from 'zod';
import { hrefOf } from '../../content/links';

export const ctaBannerSchema = z.object({
  headline: z.string().min(1),
  text: z.string().catch(''),
  button_text: z.string().catch(''),
  button_link: z.unknown().transform(hrefOf),
});

export function CtaBanner({ headline, text, button_text, button_link }: z.output<typeof ctaBannerSchema>) {
  return (
    <section className="section">
      <div className="container cta-banner">
        <h2>{headline}</h2>
        {text ? <p>{text}</p> : null}
        {button_text && button_link ? (
          <a className="button button--filled button--lg" href={button_link}>
            {button_text}
          </a>
        ) : null}
      </div>
    </section>
  );
}
