// Download links to the iOS App Store and Google Play. Links and badge artwork come from content;
// each link is named by its badge's alt text, or by the store's own wording when the alt is empty.
import { z } from 'zod';
import { type ImageRef } from '../../media/image';
import { imageSchema } from '../../media/image.schema';
import { FixedImage } from '../../media/Picture';
import type { BlockProps } from '../block';
import { link, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './AppStoreBadges.css';

export const appStoreBadgesSchema = z.object({
  headline: optionalText('headline'),
  text: optionalText('text'),
  ios_link: link,
  ios_badge: optional('ios_badge', imageSchema, null),
  android_link: link,
  android_badge: optional('android_badge', imageSchema, null),
  theme: themeField('white'),
});

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
}: z.output<typeof appStoreBadgesSchema> & BlockProps) {
  if (!ios_link && !android_link) return null;
  return (
    <Section theme={theme} headline={headline} width="narrow" className="app-store-badges">
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
