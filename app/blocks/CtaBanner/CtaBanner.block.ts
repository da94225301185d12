import { defineBlock } from '../define-block';
import type { ctaBannerSchema } from './CtaBanner.schema';
import { CtaBanner } from './CtaBanner';

export default defineBlock<typeof ctaBannerSchema>({
  name: 'cta_banner',
  core: true,
  component: CtaBanner,
});
