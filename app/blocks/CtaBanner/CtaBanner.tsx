// A call-to-action band: headline, a line of text and one or more buttons on a strong theme.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { Section } from '../shared/Section';
import type { CtaBannerContent } from './CtaBanner.schema';

export function CtaBanner({
  headline,
  text,
  button_text,
  button_link,
  buttons,
  theme,
}: CtaBannerContent & BlockProps) {
  const editable = useBlockEditable();
  const actions = [
    ...(button_text && button_link
      ? [{ text: button_text, link: button_link, type: 'filled' as const, size: 'lg' as const, icon: null }]
      : []),
    ...buttons,
  ];
  return (
    <Section theme={theme} className="cta-banner" editable={editable}>
      <div className="cta-banner__inner">
        <h2>{headline}</h2>
        {text ? <p>{text}</p> : null}
        <ButtonRow buttons={actions} />
      </div>
    </Section>
  );
}
