import { Link } from 'react-router';
import type { Collection } from '../../content/collections.server';
import { regionPath, REGION_LOCALES, type Region } from '../../regions/region';
import { formatDate } from '../../format/format';
import { StoryCard } from './StoryCard';

type Blog = Extract<Collection, { kind: 'blog' }>;

function pageHref(region: Region, page: number): string {
  return regionPath(region, page === 1 ? '/blog' : `/blog/page/${page}`);
}

export function BlogList({ collection, region }: { collection: Blog; region: Region }) {
  const { posts, page, lastPage } = collection;
  return (
    <section className="section" aria-labelledby="posts-heading">
      <div className="container">
        <h2 id="posts-heading" className="section__title">
          {page === 1 ? 'Latest articles' : `Articles, page ${page} of ${lastPage}`}
        </h2>
        {posts.length === 0 ? (
          <p className="empty-state">No articles have been published here yet. Please check back soon.</p>
        ) : (
          <ul className="card-grid">
            {posts.map((post) => (
              <StoryCard
                key={post.uuid}
                headingLevel={3}
                fullSlug={post.fullSlug}
                title={post.content.title || post.name}
                text={post.content.intro}
                eyebrow={post.content.category}
                meta={formatDate(post.content.date, REGION_LOCALES[region])}
                image={post.content.image}
              />
            ))}
          </ul>
        )}
        {lastPage > 1 ? (
          <nav className="pagination" aria-label="Blog pages">
            {page > 1 ? (
              <Link to={pageHref(region, page - 1)} rel="prev">
                Newer articles
              </Link>
            ) : (
              <span />
            )}
            <ol>
              {Array.from({ length: lastPage }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  <Link to={pageHref(region, number)} aria-current={number === page ? 'page' : undefined}>
                    <span className="visually-hidden">Page </span>
                    {number}
                  </Link>
                </li>
              ))}
            </ol>
            {page < lastPage ? (
              <Link to={pageHref(region, page + 1)} rel="next">
                Older articles
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
