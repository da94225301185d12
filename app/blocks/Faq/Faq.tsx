// FAQ accordion on native <details>: keyboard accessible and working before hydration.
import { RichText } from '../../rich-text/RichText';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { FaqContent } from './Faq.schema';

export function Faq({ headline, items: questions, theme }: FaqContent & BlockProps) {
  const editable = useBlockEditable();
  return (
    <Section theme={theme} headline={headline} width="narrow" editable={editable}>
      <div className="faq">
        {questions.map((item, index) => (
          <details key={item._uid || index} className="faq__item">
            <summary>{item.question}</summary>
            <RichText doc={item.answer} />
          </details>
        ))}
      </div>
    </Section>
  );
}
