// The region's research and insights (reports, benchmarks, surveys), newest first, as cards with
// their category, date and summary. The insights are loaded on the server.
import type { ImageRef } from '../../media/image';
import { REGION_LOCALES } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { postDate } from '../BlogList/PostCard';
import { EmptyList, TeaserCard, TeaserGrid } from '../BlogList/TeaserCard';
import { Section } from '../shared/Section';
import type { InsightListContent } from './InsightList.schema';

export interface InsightTeaser {
  href: string;
  title: string;
  summary: string;
  category: string;
  date: string;
  image: ImageRef | null;
}

export interface InsightListData {
  insights: InsightTeaser[];
}

export function InsightList({ uid, headline, intro, count, theme }: InsightListContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<InsightListData>(uid);
  if (!site) return null;
  const insights = (data?.insights ?? []).slice(0, count);
  const locale = REGION_LOCALES[site.region];
  const reserveImage = insights.some((insight) => insight.image);
  return (
    <Section theme={theme} headline={headline} intro={intro} editable={editable}>
      {insights.length > 0 ? (
        <TeaserGrid>
          {insights.map((insight) => (
            <TeaserCard
              key={insight.href}
              href={insight.href}
              title={insight.title}
              eyebrow={insight.category}
              text={insight.summary}
              image={insight.image}
              reserveImage={reserveImage}
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
