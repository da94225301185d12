// The content of the searchable integrations directory (IntegrationsDirectory.tsx renders it).
import { z } from 'zod';
import { link, optional, optionalText, themeField } from '../shared/fields.schema';

export const integrationsDirectorySchema = z.object({
  headline: optional('headline', z.string(), 'Integrations'),
  intro: optionalText('intro'),
  /** "Can't find your tool?" line under the results. */
  request_text: optionalText('request_text'),
  request_link_text: optionalText('request_link_text'),
  request_link: link,
  theme: themeField('white'),
});
export type IntegrationsDirectoryContent = z.output<typeof integrationsDirectorySchema>;

export default integrationsDirectorySchema;
