import { defineBlock } from '../define-block';
import type { pricingTableSchema } from './PricingTable.schema';

export default defineBlock<typeof pricingTableSchema>({
  name: 'pricing_table',
  load: () => import('./PricingTable').then((module) => module.PricingTable),
});
