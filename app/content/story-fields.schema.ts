// Fields several story types share: Storyblok sends '' or nothing for an empty field, and a
// story with a wrong value in one of these still shows, with the field empty.
import { z } from 'zod';
import { imageSchema } from '../media/image.schema';
import { richTextSchema } from '../rich-text/rich-text.schema';

export const text = z.string().catch('');
export const optionalImage = imageSchema.nullish().catch(null);

/** The fields of an article-like story: training, lessons, live sessions, insights, compliance. */
export const articleFields = { title: text, summary: text, body: richTextSchema };
