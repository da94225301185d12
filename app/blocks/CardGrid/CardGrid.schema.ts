// The content of a card grid: a headline, an intro and its cards (CardGrid.tsx renders it).
import { z } from 'zod';
import { cardFields } from '../Card/Card.schema';
import { items, optional, optionalText, themeField } from '../shared/fields.schema';

const cardItemSchema = z.object({ _uid: z.string().catch(''), ...cardFields });

export const cardGridSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  cards: items('cards', cardItemSchema, 'card_grid_item'),
  columns: optional('columns', z.coerce.number().int().min(2).max(4), 3),
  theme: themeField('grey'),
});
export type CardGridContent = z.output<typeof cardGridSchema>;

export default cardGridSchema;
