// Tiles of the industries the product serves, from the site state (app/local-data/industries.json),
// under a headline. Content may give a tile a line of text and a link (a customer story, a landing
// page); a tile without a link is plain text, so no tile leads nowhere.
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { Section } from '../shared/Section';
import type { IndustryTilesContent } from './IndustryTiles.schema';

/** 'other' is a form choice ("none of these"), not an industry to show as a tile. */
const NOT_A_TILE = new Set(['other']);

/** The arrow stays with the last word when a long name wraps. */
function NameWithArrow({ name }: { name: string }) {
  const cut = name.lastIndexOf(' ') + 1;
  return (
    <>
      {name.slice(0, cut)}
      <span className="industry-tiles__last">
        {name.slice(cut)}
        <Icon name="arrow-right" size={20} />
      </span>
    </>
  );
}

export function IndustryTiles({ headline, intro, tiles, theme }: IndustryTilesContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const byIndustry = new Map(tiles.map((tile) => [tile.industry, tile]));
  const shown = site.industry.filter((industry) => !NOT_A_TILE.has(industry.id));
  return (
    <Section theme={theme} headline={headline} intro={intro} className="industry-tiles" editable={editable}>
      <ul className="industry-tiles__list">
        {shown.map((industry) => {
          const tile = byIndustry.get(industry.id);
          const Heading = headline ? 'h3' : 'h2';
          return (
            <li
              key={industry.id}
              className={`industry-tiles__tile${tile?.link ? ' industry-tiles__tile--link' : ''}`}
            >
              <Heading className="industry-tiles__name">
                {tile?.link ? (
                  <a href={tile.link}>
                    <NameWithArrow name={industry.name} />
                  </a>
                ) : (
                  industry.name
                )}
              </Heading>
              {tile?.text ? <p className="industry-tiles__text">{tile.text}</p> : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
