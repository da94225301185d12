// The headline social-proof numbers of spec §1 (countries, workplaces, users, launched year) with a
// headline. The numbers come from the site state (app/local-data/stats.json), never from content.
import { z } from 'zod';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { formatCount } from '../StarRating/RatingLine';
import './SocialProofStats.css';

export const socialProofStatsSchema = z.object({
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  eyebrow: optionalText('eyebrow'),
  theme: themeField('white'),
});

export function SocialProofStats({
  headline,
  intro,
  eyebrow,
  theme,
}: z.output<typeof socialProofStatsSchema> & BlockProps) {
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
    <Section theme={theme} headline={headline} intro={intro} eyebrow={eyebrow} className="social-proof-stats">
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
