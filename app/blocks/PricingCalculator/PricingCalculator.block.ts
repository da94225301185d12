import { defineBlock } from '../define-block';
import type { pricingCalculatorSchema } from './PricingCalculator.schema';

export default defineBlock<typeof pricingCalculatorSchema>({
  name: 'pricing_calculator',
  load: () => import('./PricingCalculator').then((module) => module.PricingCalculator),
});
