// The integrations directory: the region's integrations (§3 `integrations`, already narrowed to
// the region) filtered by a search text and a category, as the §3 integrations state describes.
// A GET form (?q=&category=) renders the filtered list on the server, so it works without
// JavaScript; once hydrated it filters as the visitor types, announcing the count politely.
import { z } from 'zod';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { link, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { queryValue, WithPageQuery } from '../PricingCalculator/page-query';
import { DirectorySearch } from './DirectorySearch';
import './IntegrationsDirectory.css';

export const integrationsDirectorySchema = z.object({
  headline: optional('headline', z.string(), 'Integrations'),
  intro: optionalText('intro'),
  /** "Can't find your tool?" line under the results. */
  request_text: optionalText('request_text'),
  request_link_text: optionalText('request_link_text'),
  request_link: link,
  theme: themeField('white'),
});

const searchQuery = z.string().trim().max(100);

export function IntegrationsDirectory({
  headline,
  intro,
  request_text,
  request_link_text,
  request_link,
  theme,
}: z.output<typeof integrationsDirectorySchema> & BlockProps) {
  const site = useSiteState();
  if (!site) return null;
  const categories = site.filters.integrationCategories;
  const state = site.integrationsFilter;
  const knownCategory = (value: string | undefined) =>
    value !== undefined && categories.includes(value) ? value : undefined;
  return (
    <Section theme={theme} headline={headline} intro={intro} className="integrations-directory">
      <WithPageQuery>
        {(query) => (
          <DirectorySearch
            key={query.params.toString()}
            integrations={site.integrations}
            categories={categories}
            initial={{
              // The query wins over the site state's starting values; invalid values are ignored.
              search: queryValue(query.params, 'q', searchQuery) ?? state.search,
              category:
                knownCategory(queryValue(query.params, 'category', z.string())) ??
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
