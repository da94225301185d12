// An A-Z index of the region's glossary terms with their short definitions (GlossaryAz). Terms have
// no page of their own, so each links to its entry on the glossary page (/glossary#term-slug).
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { EmptyList, ListFooter } from '../BlogList/TeaserCard';
import { Button } from '../shared/Button';
import { Section } from '../shared/Section';
import { GlossaryAz } from './GlossaryAz';
import type { GlossaryIndexContent } from './GlossaryIndex.schema';

export interface GlossaryEntry {
  term: string;
  slug: string;
  definition: string;
}

export interface GlossaryIndexData {
  terms: GlossaryEntry[];
}

export function GlossaryIndex({ uid, headline, intro, theme }: GlossaryIndexContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<GlossaryIndexData>(uid);
  if (!site) return null;
  const glossaryHref = regionPath(site.region, '/glossary');
  const terms = data?.terms ?? [];
  return (
    <Section theme={theme} headline={headline} intro={intro} className="glossary-index" editable={editable}>
      {terms.length === 0 ? (
        <EmptyList>The glossary for this region is being written.</EmptyList>
      ) : (
        <GlossaryAz
          entries={terms.map((entry) => ({ ...entry, href: `${glossaryHref}#${entry.slug}` }))}
          anchorPrefix={uid}
          headingLevel={3}
        />
      )}
      <ListFooter>
        <Button text="Open the full glossary" href={glossaryHref} type="outline" />
      </ListFooter>
    </Section>
  );
}
