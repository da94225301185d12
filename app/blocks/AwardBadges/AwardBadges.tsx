// Awards and recognition: a headline and a row of award badges, each with its title and year.
import { FixedImage } from '../../media/Picture';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { AwardBadgesContent } from './AwardBadges.schema';

/** Badge artwork is square (160 x 160 sources), drawn at 112 CSS pixels. */
const BADGE_WIDTH = 112;

export function AwardBadges({ headline, intro, awards, theme }: AwardBadgesContent & BlockProps) {
  const editable = useBlockEditable();
  if (awards.length === 0) return null;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="award-badges" editable={editable}>
      <ul className="award-badges__list">
        {awards.map((award, index) => (
          <li key={award._uid || index} className="award-badges__item">
            {award.image ? (
              // The title below names the award, so the badge's alt text may be '' (decorative).
              <FixedImage className="award-badges__image" image={award.image} width={BADGE_WIDTH} />
            ) : null}
            <h3 className="award-badges__title">{award.title}</h3>
            {award.issuer || award.year ? (
              <p className="award-badges__meta">
                {[award.issuer, award.year ? String(award.year) : ''].filter(Boolean).join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
