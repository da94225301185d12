// The region's training courses as cards with their level and duration, and a link to the
// training page. The courses are loaded on the server (TrainingList.data.server.ts).
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { EmptyList, ListFooter, TeaserCard, TeaserGrid } from '../BlogList/TeaserCard';
import { Button } from '../shared/Button';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import type { TrainingListContent } from './TrainingList.schema';

export interface CourseTeaser {
  href: string;
  title: string;
  summary: string;
  level: string;
  duration: string;
}

export interface TrainingListData {
  courses: CourseTeaser[];
}

/** A duration with a clock icon; the words carry the meaning. */
export function Duration({ value }: { value: string }) {
  return (
    <span className="duration">
      <Icon name="clock" size={16} /> {value}
    </span>
  );
}

export function TrainingList({ uid, headline, intro, count, theme }: TrainingListContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<TrainingListData>(uid);
  if (!site) return null;
  const courses = (data?.courses ?? []).slice(0, count);
  return (
    <Section theme={theme} headline={headline} intro={intro} editable={editable}>
      {courses.length > 0 ? (
        <TeaserGrid>
          {courses.map((course) => (
            <TeaserCard
              key={course.href}
              href={course.href}
              title={course.title}
              eyebrow={course.level ? `Level: ${course.level}` : undefined}
              text={course.summary}
              meta={[course.duration ? <Duration value={course.duration} /> : null]}
            />
          ))}
        </TeaserGrid>
      ) : (
        <EmptyList>New courses are being prepared. Please check back soon.</EmptyList>
      )}
      <ListFooter>
        <Button text="All training" href={regionPath(site.region, '/training')} type="outline" />
      </ListFooter>
    </Section>
  );
}
