// The content of a `button` block (also used inside other blocks' `buttons` lists).
import { z } from 'zod';
import { BUTTON_SIZES, BUTTON_TYPES } from './Button.options';
import { iconField, link, optional, text } from './fields.schema';

/** A `button` content block (also used inside other blocks' `buttons` lists). */
export const buttonSchema = z.object({
  text: text('text'),
  link,
  type: optional('type', z.enum(BUTTON_TYPES), 'filled'),
  size: optional('size', z.enum(BUTTON_SIZES), 'md'),
  icon: iconField(),
});
export type ButtonContent = z.output<typeof buttonSchema>;
