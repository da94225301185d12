// The region's research and insights (reports, benchmarks, surveys), newest first, as cards with
// their category, date and summary. The insights are loaded on the server.
import { z } from 'zod';
import { REGION_LOCALES } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData } from '../block-scope';
import type { BlockProps } from '../block';
import { countField } from '../BlogList/blog-fields';
import { postDate } from '../BlogList/PostCard';
import { EmptyList, TeaserCard, TeaserGrid } from '../BlogList/TeaserCard';
import { optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';

export const INSIGHT_LIST_DEFAULT_COUNT = 3;

export const insightListSchema = z.object({
  headline: optional('headline', z.string(), 'Research and insights'),
  intro: optionalText('intro'),
  count: countField(INSIGHT_LIST_DEFAULT_COUNT),
  theme: themeField('white'),
});

export interface InsightTeaser {
  href: string;
  title: string;
  summary: string;
  category: string;
  date: string;
}

export interface InsightListData {
  insights: InsightTeaser[];
}

export function InsightList({
  uid,
  headline,
  intro,
  count,
  theme,
}: z.output<typeof insightListSchema> & BlockProps) {
  const site = useSiteState();
  const data = useBlockData<InsightListData>(uid);
  if (!site) return null;
  const insights = (data?.insights ?? []).slice(0, count);
  const locale = REGION_LOCALES[site.region];
  return (
    <Section theme={theme} headline={headline} intro={intro}>
      {insights.length > 0 ? (
        <TeaserGrid>
          {insights.map((insight) => (
            <TeaserCard
              key={insight.href}
              href={insight.href}
              title={insight.title}
              eyebrow={insight.category}
              text={insight.summary}
              meta={[postDate(insight.date, locale)]}
            />
          ))}
        </TeaserGrid>
      ) : (
        <EmptyList>Our next report is in the works. Please check back soon.</EmptyList>
      )}
    </Section>
  );
}
