// A row of outcome figures ("38% less overtime") with a label and an optional source each. A stat
// may instead name one of the site's social-proof figures (`site_stat`), which then comes from
// the site state (app/local-data/stats.json), the one place those numbers are kept (requirements §1).
import { REGION_LOCALES } from '../../regions/region';
import type { SiteState } from '../../site-state/site-state';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { StatRowContent } from './StatRow.schema';
import type { SiteStat } from './StatRow.options';

/** A site figure formatted for the region ("385,000", "4.8"), or null without site state. */
export function siteStatValue(site: SiteState | null, stat: SiteStat): string | null {
  if (!site) return null;
  const format = (value: number) => value.toLocaleString(REGION_LOCALES[site.region]);
  const { stats } = site;
  switch (stat) {
    case 'countries':
      return format(stats.countries);
    case 'workplaces':
      return format(stats.workplaces);
    case 'users':
      return format(stats.users);
    case 'rating':
      return `${format(stats.aggregateRating.value)}/${stats.aggregateRating.best}`;
    case 'reviews':
      return format(stats.aggregateRating.reviews);
    case 'launched':
      return String(stats.launched);
  }
}

export function StatRow({ eyebrow, headline, intro, stats, theme }: StatRowContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const shown = stats.flatMap((stat) => {
    const value = (stat.site_stat ? siteStatValue(site, stat.site_stat) : null) ?? stat.value;
    return value ? [{ ...stat, value }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="stat-row-block"
      editable={editable}
    >
      <ul className={`stat-row stat-row--${Math.min(shown.length, 4)}`}>
        {shown.map((stat, index) => (
          <li key={stat._uid || index} className="stat-row__stat">
            <span className="stat-row__value">{stat.value}</span>{' '}
            <span className="stat-row__label">{stat.label}</span>
            {stat.source ? <small className="stat-row__source">{stat.source}</small> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
