// The content of the tabs container (Tabs.tsx renders it).
import { z } from 'zod';
import { items, nestedBlocks, optionalText, themeField } from '../shared/fields.schema';

const tabSchema = z.object({
  _uid: z.string().catch(''),
  label: z.string().trim().min(1),
  body: nestedBlocks('body'),
});

export const tabsSchema = z.object({
  eyebrow: optionalText('eyebrow'),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  tabs: items('tabs', tabSchema, 'tab'),
  theme: themeField('white'),
});
export type TabsContent = z.output<typeof tabsSchema>;

export default tabsSchema;
