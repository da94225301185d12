// The content of a content modal: its trigger button, headline and nested blocks (Modal.tsx renders it).
import { z } from 'zod';
import { BUTTON_SIZES, BUTTON_TYPES } from '../shared/Button.options';
import { flag, nestedBlocks, optional, themeField } from '../shared/fields.schema';

/** An element id: a letter, then letters, digits, '-' or '_'. */
const MODAL_ID = /^[A-Za-z][\w-]*$/;

export const modalSchema = z.object({
  trigger_text: z.string().trim().min(1),
  trigger_type: optional('trigger_type', z.enum(BUTTON_TYPES), 'filled'),
  trigger_size: optional('trigger_size', z.enum(BUTTON_SIZES), 'md'),
  /** The modal's title: its accessible name. */
  headline: z.string().trim().min(1),
  body: nestedBlocks('body'),
  /** §4: an outside click closes the modal only when this is on. */
  close_on_outside_click: flag('close_on_outside_click'),
  /** The modal's id (§3 modal data) and the no-JavaScript anchor; `modal-{uid}` when unset. */
  modal_id: optional('modal_id', z.string().regex(MODAL_ID, 'not an element id'), ''),
  /** The band's theme when the trigger stands between sections. */
  theme: themeField('white'),
});
export type ModalContent = z.output<typeof modalSchema>;

export default modalSchema;
