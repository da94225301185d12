// "Shiftlane for your industry": the visitor picks an industry (§3 `industry`) and sees the copy
// and links written for it, or the block's general copy for an industry without its own. A GET
// form (?industry=) so it works before and without JavaScript; once hydrated it applies at once.
import { useId, useState } from 'react';
import type { Industry } from '../../local-data/local-data';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { Section } from '../shared/Section';
import { WithPageQuery, useHydrated } from '../PricingCalculator/page-query';
import type { IndustryCopy, IndustryFilterContent } from './IndustryFilter.schema';

function copyFor(content: IndustryFilterContent, industry: Industry): IndustryCopy {
  const own = content.items.find((item) => item.industry === industry.id);
  if (own) return own;
  return {
    industry: industry.id,
    headline: '',
    text: content.fallback_text,
    points: [],
    link_text: content.fallback_link_text,
    link: content.fallback_link,
  };
}

interface PickerProps {
  content: IndustryFilterContent;
  industries: Industry[];
  initial: string;
  action: string | undefined;
}

function IndustryPicker({ content, industries, initial, action }: PickerProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(initial);
  const industry = industries.find((entry) => entry.id === selected) ?? industries[0];
  if (!industry) return null;
  const copy = copyFor(content, industry);
  return (
    <div className="industry-filter__body">
      <form
        method="get"
        action={action}
        className="industry-filter__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-industry`}>{content.label}</label>
        <div className="industry-filter__controls">
          <select
            id={`${id}-industry`}
            name="industry"
            className="industry-filter__select"
            value={industry.id}
            onChange={(event) => setSelected(event.target.value)}
          >
            {industries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" className="button button--outline button--md">
              Show
            </button>
          )}
        </div>
      </form>
      <div className="industry-filter__panel panel" aria-live="polite">
        <h3 className="industry-filter__title">{copy.headline || industry.name}</h3>
        <p>{copy.text}</p>
        {copy.points.length > 0 ? (
          <ul className="industry-filter__points">
            {copy.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        {copy.link_text && copy.link ? (
          <Button text={copy.link_text} href={copy.link} type="underline" icon="arrow-right" />
        ) : null}
      </div>
    </div>
  );
}

export function IndustryFilter(props: IndustryFilterContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site || site.industry.length === 0) return null;
  const industries = site.industry;
  const ids = industries.map((industry) => industry.id);
  // Without a default, open on the first industry that has its own copy.
  const fallback =
    [props.default_industry, props.items[0]?.industry].find((id) => id && ids.includes(id)) ?? ids[0] ?? '';
  return (
    <Section
      theme={props.theme}
      headline={props.headline}
      intro={props.intro}
      className="industry-filter"
      editable={editable}
    >
      <WithPageQuery>
        {(query) => {
          const asked = query.params.get('industry') ?? '';
          return (
            <IndustryPicker
              key={asked}
              content={props}
              industries={industries}
              initial={ids.includes(asked) ? asked : fallback}
              action={query.pathname || undefined}
            />
          );
        }}
      </WithPageQuery>
    </Section>
  );
}
