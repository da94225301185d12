import { z } from 'zod';
import { richTextSchema } from '../../content/story-content';
import { RichText } from '../../rich-text/RichText';

export const richTextSectionSchema = z.object({ text: richTextSchema });

export function RichTextSection({ text }: z.output<typeof richTextSectionSchema>) {
  return (
    <section className="section">
      <div className="container container--narrow">
        <RichText doc={text} />
      </div>
    </section>
  );
}
