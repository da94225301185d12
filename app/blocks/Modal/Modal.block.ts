import { defineBlock } from '../define-block';
import type { modalSchema } from './Modal.schema';
import { Modal } from './Modal';

export default defineBlock<typeof modalSchema>({
  name: 'modal',
  core: true,
  component: Modal,
});
