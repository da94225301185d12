// A call-to-action band: headline, a line of text and one or more buttons on a strong theme.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { buttonSchema } from '../shared/Button.schema';
import { items, link, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';

export const ctaBannerSchema = z.object({
  headline: z.string().min(1),
  text: optionalText('text'),
  button_text: optionalText('button_text'),
  button_link: link,
  buttons: items('buttons', buttonSchema),
  theme: themeField('purple'),
});

export function CtaBanner({
  headline,
  text,
  button_text,
  button_link,
  buttons,
  theme,
}: z.output<typeof ctaBannerSchema> & BlockProps) {
  const actions = [
    ...(button_text && button_link
      ? [{ text: button_text, link: button_link, type: 'filled' as const, size: 'lg' as const, icon: null }]
      : []),
    ...buttons,
  ];
  return (
    <Section theme={theme} className="cta-banner">
      <div className="cta-banner__inner">
        <h2>{headline}</h2>
        {text ? <p>{text}</p> : null}
        <ButtonRow buttons={actions} />
      </div>
    </Section>
  );
}
