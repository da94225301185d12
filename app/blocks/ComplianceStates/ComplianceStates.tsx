// The workplace rules of each state (us), state or territory (au) or nation (gb) of the current
// region, from §3 complianceStates. The content may choose and order them, but it can never show
// another region's: the list is the region's own, checked again here.
import type { Region } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { Section } from '../shared/Section';
import type { ComplianceStatesContent } from './ComplianceStates.schema';

/** What a region calls its parts. */
export const JURISDICTION_LABELS: Record<Region, string> = {
  us: 'State',
  au: 'State or territory',
  gb: 'Nation',
};

export function ComplianceStates({
  headline,
  intro,
  states: ids,
  buttons,
  theme,
}: ComplianceStatesContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const own = site.complianceStates.filter((state) => state.region === site.region);
  const shown = ids.length > 0 ? ids.flatMap((id) => own.filter((state) => state.id === id)) : own;
  if (shown.length === 0) return null;
  const label = JURISDICTION_LABELS[site.region];
  return (
    <Section
      theme={theme}
      headline={headline}
      intro={intro}
      className="compliance-states"
      editable={editable}
    >
      <ul className="compliance-states__grid">
        {shown.map((state) => (
          <li key={state.id} className="compliance-states__card">
            <p className="compliance-states__label">{label}</p>
            <h3 className="compliance-states__name">{state.name}</h3>
            <ul className="compliance-states__rules">
              {state.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ButtonRow buttons={buttons} />
    </Section>
  );
}
