// The directory's search form and results: the interactive leaf of the integrations directory.
import { useId, useState, type MouseEvent } from 'react';
import type { Integration } from '../../local-data/local-data';
import { FixedImage } from '../../media/Picture';
import { useHydrated } from '../PricingCalculator/page-query';
import { integrationLogo } from './integration-logo';

export interface DirectoryFilter {
  search: string;
  category: string;
}

/** Integrations whose name, category or summary contains the search text, in the category. */
export function filterIntegrations(list: readonly Integration[], { search, category }: DirectoryFilter) {
  const needle = search.trim().toLowerCase();
  return list.filter(
    (integration) =>
      (!category || integration.category === category) &&
      (!needle ||
        [integration.name, integration.category, integration.summary].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
}

function emptyMessage({ search, category }: DirectoryFilter): string {
  const term = search.trim();
  if (term && category) return `No integrations match “${term}” in ${category}.`;
  if (term) return `No integrations match “${term}”.`;
  return `No integrations match the category ${category}.`;
}

export interface DirectorySearchProps {
  integrations: Integration[];
  categories: string[];
  initial: DirectoryFilter;
  pathname: string;
}

export function DirectorySearch({ integrations, categories, initial, pathname }: DirectorySearchProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [filter, setFilter] = useState(initial);
  const results = filterIntegrations(integrations, filter);
  const filtered = results.length !== integrations.length;
  const count =
    results.length === 0
      ? emptyMessage(filter)
      : filtered
        ? `Showing ${results.length} of ${integrations.length} integrations.`
        : `Showing all ${integrations.length} integrations.`;
  const reset = (event: MouseEvent<HTMLAnchorElement>) => {
    // Before hydration the link reloads the page without a query; after, clearing the state is enough.
    event.preventDefault();
    setFilter({ search: '', category: '' });
    document.getElementById(`${id}-search`)?.focus();
  };
  return (
    <>
      <form
        method="get"
        action={pathname || undefined}
        role="search"
        aria-label="Integrations"
        className="integrations-directory__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="integrations-directory__field">
          <label htmlFor={`${id}-search`}>Search integrations</label>
          <input
            id={`${id}-search`}
            className="integrations-directory__input"
            type="search"
            name="q"
            maxLength={100}
            autoComplete="off"
            value={filter.search}
            onChange={(event) => setFilter((current) => ({ ...current, search: event.target.value }))}
          />
        </div>
        <div className="integrations-directory__field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            className="integrations-directory__input"
            name="category"
            value={filter.category}
            onChange={(event) => setFilter((current) => ({ ...current, category: event.target.value }))}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button type="submit" className="button button--filled button--md">
            Search
          </button>
        )}
      </form>
      <p className="integrations-directory__count" role="status">
        {count}
      </p>
      {results.length === 0 ? (
        <div className="integrations-directory__empty">
          <p>Try another search, or browse every integration.</p>
          <a href={pathname || '?'} onClick={reset}>
            Reset search and show all integrations
          </a>
        </div>
      ) : (
        <ul className="integrations-directory__grid">
          {results.map((integration) => (
            <li key={integration.id} className="integrations-directory__card">
              <FixedImage
                className="integrations-directory__logo"
                image={integrationLogo(integration.id)}
                width={48}
                decorative
              />
              <div>
                <h3 className="integrations-directory__name">{integration.name}</h3>
                <p className="integrations-directory__category">{integration.category}</p>
                <p className="integrations-directory__summary">{integration.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
