// The content of the featured-integrations logo strip (IntegrationLogos.tsx renders it).
import { z } from 'zod';
import { link, optionalText, themeField } from '../shared/fields.schema';
import { INTEGRATION_IDS } from '../PricingTable/product-data';
import { idList } from '../PricingTable/product-data.schema';

export const integrationLogosSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  integrations: idList('integrations', INTEGRATION_IDS),
  link_text: optionalText('link_text'),
  link,
  theme: themeField('white'),
});
export type IntegrationLogosContent = z.output<typeof integrationLogosSchema>;

export default integrationLogosSchema;
