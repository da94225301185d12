// The content of a single card (Card.tsx renders it; card_grid items have the same fields).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { link, optional, optionalText } from '../shared/fields.schema';

/** A card's content fields (card_grid items have the same ones). */
export const cardFields = {
  image: optional('image', imageSchema, null),
  eyebrow: optionalText('eyebrow'),
  title: z.string().trim().min(1),
  text: optionalText('text'),
  link,
  link_text: optional('link_text', z.string(), 'Read more'),
};

export const cardSchema = z.object(cardFields);
export type CardContent = z.output<typeof cardSchema>;

export default cardSchema;
