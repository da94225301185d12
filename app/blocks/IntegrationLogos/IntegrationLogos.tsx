// A compact strip of featured integrations: the logos the content names, in its order, each with
// its name. Ids that do not exist are warned about and dropped; integrations the current region
// does not offer are left out (the local data is already narrowed to the region).
import { FixedImage } from '../../media/Picture';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { Section } from '../shared/Section';
import { integrationLogo } from '../IntegrationsDirectory/integration-logo';
import type { IntegrationLogosContent } from './IntegrationLogos.schema';

/** How many logos the strip shows when the content names none. */
const DEFAULT_COUNT = 6;

export function IntegrationLogos({
  headline,
  intro,
  integrations: ids,
  link_text,
  link: href,
  theme,
}: IntegrationLogosContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const offered = site.integrations;
  const shown =
    ids.length > 0
      ? ids.flatMap((id) => offered.filter((integration) => integration.id === id))
      : offered.slice(0, DEFAULT_COUNT);
  if (shown.length === 0) return null;
  return (
    <Section
      theme={theme}
      headline={headline}
      intro={intro}
      className="integration-logos"
      editable={editable}
    >
      <ul className="integration-logos__list">
        {shown.map((integration) => (
          <li key={integration.id} className="integration-logos__item">
            <FixedImage image={integrationLogo(integration.id)} width={56} decorative />
            <span className="integration-logos__name">{integration.name}</span>
          </li>
        ))}
      </ul>
      {link_text && href ? (
        <div className="integration-logos__more">
          <Button text={link_text} href={href} type="underline" icon="arrow-right" />
        </div>
      ) : null}
    </Section>
  );
}
