// The content-managed error block of requirements §2 item 3 / §3 "Content error block".
import { z } from 'zod';
import { hrefOf } from '../content/links';
import { registerItem, withHint } from '../blocks/shared/storyblok-hints';
import { imageSchema } from '../media/image.schema';

/** One of the error block's links: an `error_link` item. */
const errorLinkSchema = z.object({
  text: z.string().min(1),
  link: withHint(z.unknown(), { type: 'multilink' }),
});
registerItem('error_link', errorLinkSchema);

export const DEFAULT_ERROR_STATUS = 404;

export const errorBlockSchema = z
  .object({
    component: z.literal('error_block'),
    status_code: z.union([z.string(), z.number()]).nullish(),
    hide_status_code: z.boolean().nullish(),
    headline: z.string().min(1),
    subheadline: z.string().nullish(),
    links: withHint(z.array(errorLinkSchema).nullish(), { type: 'bloks', components: ['error_link'] }),
    image: imageSchema.nullish().catch(null),
  })
  .transform((block) => {
    const status = Number(block.status_code);
    return {
      statusCode: Number.isInteger(status) && status >= 400 && status < 600 ? status : DEFAULT_ERROR_STATUS,
      hideStatusCode: block.hide_status_code ?? false,
      headline: block.headline,
      subheadline: block.subheadline ?? null,
      links: (block.links ?? [])
        .map((link) => ({ text: link.text, href: hrefOf(link.link) }))
        .filter((link) => link.href !== ''),
      image: block.image ?? null,
    };
  });

export type ErrorBlock = z.output<typeof errorBlockSchema>;
