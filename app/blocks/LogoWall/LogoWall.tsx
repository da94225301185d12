// A wall of customer logos under a headline, 3 to 6 per row on wide screens. Each logo names its
// company: the image's alt text from content, or the company name when the alt is empty, and the
// name as text when there is no image at all.
import { FixedImage } from '../../media/Picture';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { LogoWallContent } from './LogoWall.schema';

/** Logos are drawn 160 CSS pixels wide at most (sources are 320 x 120). */
const LOGO_WIDTH = 160;

export function LogoWall({ headline, intro, logos, per_row, theme }: LogoWallContent & BlockProps) {
  const editable = useBlockEditable();
  if (logos.length === 0) return null;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="logo-wall" editable={editable}>
      <ul className={`logo-wall__list logo-wall__list--${per_row}`}>
        {logos.map((logo, index) => {
          const mark = logo.image ? (
            <FixedImage
              className="logo-wall__image"
              image={{ ...logo.image, alt: logo.image.alt || logo.company }}
              width={LOGO_WIDTH}
            />
          ) : (
            <span className="logo-wall__name">{logo.company}</span>
          );
          return (
            <li key={logo._uid || index} className="logo-wall__item">
              {logo.link ? (
                <a
                  className="logo-wall__tile logo-wall__tile--link"
                  href={logo.link}
                  {...(/^https?:/i.test(logo.link) ? { rel: 'noopener noreferrer' } : {})}
                >
                  {mark}
                </a>
              ) : (
                <div className="logo-wall__tile">{mark}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
