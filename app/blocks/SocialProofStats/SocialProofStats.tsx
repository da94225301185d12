// The headline social-proof numbers of requirements §1 (countries, workplaces, users, launched year) with a
// headline. The numbers come from the site state (app/local-data/stats.json), never from content.
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import { formatCount } from '../StarRating/RatingLine';
import type { SocialProofStatsContent } from './SocialProofStats.schema';

export function SocialProofStats({ headline, intro, eyebrow, theme }: SocialProofStatsContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const { stats, region } = site;
  const figures = [
    { prefix: '', value: formatCount(stats.countries, region), label: 'countries' },
    { prefix: '', value: formatCount(stats.workplaces, region), label: 'workplaces' },
    { prefix: '', value: formatCount(stats.users, region), label: 'users' },
    // A year is not a count: no digit grouping ("since 2008", never "since 2,008").
    { prefix: 'Since ', value: String(stats.launched), label: 'helping shift-based teams' },
  ];
  return (
    <Section
      theme={theme}
      headline={headline}
      intro={intro}
      eyebrow={eyebrow}
      className="social-proof-stats"
      editable={editable}
    >
      <ul className="social-proof-stats__list">
        {figures.map((figure) => (
          <li key={figure.label} className="social-proof-stats__item">
            <strong className="social-proof-stats__value">
              {figure.prefix ? <span className="social-proof-stats__prefix">{figure.prefix}</span> : null}
              {figure.value}
            </strong>{' '}
            <span className="social-proof-stats__label">{figure.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
