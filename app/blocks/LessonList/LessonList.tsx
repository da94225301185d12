// The region's short lessons with their duration, each linking to /training/lessons/{slug}. The
// lessons are loaded on the server (LessonList.data.server.ts).
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { EmptyList, ListFooter, TeaserCard, TeaserGrid } from '../BlogList/TeaserCard';
import { Duration } from '../TrainingList/TrainingList';
import { Button } from '../shared/Button';
import { Section } from '../shared/Section';
import type { LessonListContent } from './LessonList.schema';

export interface LessonTeaser {
  href: string;
  title: string;
  summary: string;
  duration: string;
}

export interface LessonListData {
  lessons: LessonTeaser[];
}

export function LessonList({ uid, headline, intro, count, theme }: LessonListContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<LessonListData>(uid);
  if (!site) return null;
  const lessons = (data?.lessons ?? []).slice(0, count);
  return (
    <Section theme={theme} headline={headline} intro={intro} editable={editable}>
      {lessons.length > 0 ? (
        <TeaserGrid>
          {lessons.map((lesson) => (
            <TeaserCard
              key={lesson.href}
              href={lesson.href}
              title={lesson.title}
              eyebrow="Lesson"
              text={lesson.summary}
              meta={[lesson.duration ? <Duration value={lesson.duration} /> : null]}
            />
          ))}
        </TeaserGrid>
      ) : (
        <EmptyList>Short lessons are being recorded. Please check back soon.</EmptyList>
      )}
      <ListFooter>
        <Button text="All training" href={regionPath(site.region, '/training')} type="outline" />
      </ListFooter>
    </Section>
  );
}
