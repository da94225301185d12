import { defineBlock } from '../define-block';
import type { marketingFormSchema } from './MarketingForm.schema';

export default defineBlock<typeof marketingFormSchema>({
  name: 'marketing_form',
  load: () => import('./MarketingForm').then((module) => module.MarketingForm),
});
