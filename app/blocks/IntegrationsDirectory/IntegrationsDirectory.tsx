// The integrations directory: the region's integrations (§3 `integrations`, already narrowed to
// the region) filtered by a search text and a category, as the §3 integrations state describes.
// A GET form (?q=&category=) renders the filtered list on the server, so it works without
// JavaScript; once hydrated it filters as the visitor types, announcing the count politely.
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { Section } from '../shared/Section';
import { queryValue, WithPageQuery } from '../PricingCalculator/page-query';
import { DirectorySearch } from './DirectorySearch';
import type { IntegrationsDirectoryContent } from './IntegrationsDirectory.schema';

/** The search text of ?q=, trimmed; longer than the search box allows (100) is ignored. */
function searchText(raw: string): string | undefined {
  const text = raw.trim();
  return text.length <= 100 ? text : undefined;
}

export function IntegrationsDirectory({
  headline,
  intro,
  request_text,
  request_link_text,
  request_link,
  theme,
}: IntegrationsDirectoryContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  const categories = site.filters.integrationCategories;
  const state = site.integrationsFilter;
  const knownCategory = (value: string | undefined) =>
    value !== undefined && categories.includes(value) ? value : undefined;
  return (
    <Section
      theme={theme}
      headline={headline}
      intro={intro}
      className="integrations-directory"
      editable={editable}
    >
      <WithPageQuery>
        {(query) => (
          <DirectorySearch
            key={query.params.toString()}
            integrations={site.integrations}
            categories={categories}
            initial={{
              // The query wins over the site state's starting values; invalid values are ignored.
              search: queryValue(query.params, 'q', searchText) ?? state.search,
              category:
                knownCategory(query.params.get('category') ?? undefined) ??
                knownCategory(state.selected_category) ??
                '',
            }}
            pathname={query.pathname}
          />
        )}
      </WithPageQuery>
      {request_text || (request_link_text && request_link) ? (
        <p className="integrations-directory__request">
          {request_text}{' '}
          {request_link_text && request_link ? (
            <Button text={request_link_text} href={request_link} type="underline" />
          ) : null}
        </p>
      ) : null}
    </Section>
  );
}
