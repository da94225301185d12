// "Browse by topic": the site's blog categories (filters.blogCategories) as chips, each leading to
// the newest post of that category. The blog list cannot be filtered by category, so a chip names
// the article it opens; a category without posts in the region is left out.
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockData, useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { EmptyList, ListFooter } from '../BlogList/TeaserCard';
import { Button } from '../shared/Button';
import { Section } from '../shared/Section';
import type { BlogCategoriesContent } from './BlogCategories.schema';

export interface NewestInCategory {
  category: string;
  title: string;
  href: string;
}

export interface BlogCategoriesData {
  newest: NewestInCategory[];
}

const keyOf = (category: string) => category.trim().toLowerCase();

export function BlogCategories({ uid, headline, intro, theme }: BlogCategoriesContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const data = useBlockData<BlogCategoriesData>(uid);
  if (!site) return null;
  const newest = new Map((data?.newest ?? []).map((entry) => [keyOf(entry.category), entry]));
  const chips = site.filters.blogCategories.flatMap((category) => {
    const post = newest.get(keyOf(category));
    return post ? [{ category, post }] : [];
  });
  return (
    <Section theme={theme} headline={headline} intro={intro} className="blog-categories" editable={editable}>
      {chips.length > 0 ? (
        <ul className="blog-categories__list">
          {chips.map(({ category, post }) => (
            <li key={category}>
              <a className="blog-categories__chip" href={post.href}>
                <span className="blog-categories__name">{category}</span>
                <span className="blog-categories__latest">
                  <span className="visually-hidden">, newest article: </span>
                  <span aria-hidden="true">Newest: </span>
                  {post.title}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyList>Articles on these topics are on their way.</EmptyList>
      )}
      <ListFooter>
        <Button text="See all articles" href={regionPath(site.region, '/blog')} type="underline" />
      </ListFooter>
    </Section>
  );
}
