import { defineBlock } from '../define-block';
import type { featureGridSchema } from './FeatureGrid.schema';
import { FeatureGrid } from './FeatureGrid';

export default defineBlock<typeof featureGridSchema>({
  name: 'feature_grid',
  core: true,
  component: FeatureGrid,
});
