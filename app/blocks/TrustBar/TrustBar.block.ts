import { defineBlock } from '../define-block';
import type { trustBarSchema } from './TrustBar.schema';
import { TrustBar } from './TrustBar';

export default defineBlock<typeof trustBarSchema>({
  name: 'trust_bar',
  core: true,
  component: TrustBar,
});
