// Download links to the iOS App Store and Google Play. Links and badge artwork come from content;
// each link is named by its badge's alt text, or by the store's own wording when the alt is empty.
import { type ImageRef } from '../../media/image';
import { FixedImage } from '../../media/Picture';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { AppStoreBadgesContent } from './AppStoreBadges.schema';

/** The stores' own call to action, used when a badge has no alt text or no artwork. */
export const STORE_NAMES = {
  ios: 'Download on the App Store',
  android: 'Get it on Google Play',
} as const;

/** Badges are 240 x 80 sources, drawn at 180 CSS pixels wide. */
const BADGE_WIDTH = 180;

function StoreLink({ href, badge, name }: { href: string; badge: ImageRef | null; name: string }) {
  return (
    <a className="app-store-badges__link" href={href} rel="noopener noreferrer">
      {badge ? (
        <FixedImage
          className="app-store-badges__badge"
          image={{ ...badge, alt: badge.alt || name }}
          width={BADGE_WIDTH}
        />
      ) : (
        <span className="app-store-badges__text">{name}</span>
      )}
    </a>
  );
}

export function AppStoreBadges({
  headline,
  text,
  ios_link,
  ios_badge,
  android_link,
  android_badge,
  theme,
}: AppStoreBadgesContent & BlockProps) {
  const editable = useBlockEditable();
  if (!ios_link && !android_link) return null;
  return (
    <Section
      theme={theme}
      headline={headline}
      width="narrow"
      className="app-store-badges"
      editable={editable}
    >
      {text ? <p className="app-store-badges__intro">{text}</p> : null}
      <ul className="app-store-badges__list">
        {ios_link ? (
          <li>
            <StoreLink href={ios_link} badge={ios_badge} name={STORE_NAMES.ios} />
          </li>
        ) : null}
        {android_link ? (
          <li>
            <StoreLink href={android_link} badge={android_badge} name={STORE_NAMES.android} />
          </li>
        ) : null}
      </ul>
    </Section>
  );
}
