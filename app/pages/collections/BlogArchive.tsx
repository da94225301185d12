import { Link } from 'react-router';
// The blog's own pages (/blog, /blog/page/{num}): the blog_list block's post cards, every post
// of the region newest first, twelve to a page, with the pages linked below.
import { PostGrid } from '../../blocks/BlogList/PostCard';
import { EmptyList } from '../../blocks/BlogList/TeaserCard';
import type { Collection } from '../../content/collections.server';
import { regionPath, REGION_LOCALES, type Region } from '../../regions/region';

type Blog = Extract<Collection, { kind: 'blog' }>;

function pageHref(region: Region, page: number): string {
  return regionPath(region, page === 1 ? '/blog' : `/blog/page/${page}`);
}

export function BlogArchive({ collection, region }: { collection: Blog; region: Region }) {
  const { posts, page, lastPage } = collection;
  return (
    <section className="section theme-white blog-list" aria-labelledby="posts-heading">
      <div className="container">
        <h2 id="posts-heading" className="section__title">
          {page === 1 ? 'Latest articles' : `Articles, page ${page} of ${lastPage}`}
        </h2>
        {posts.length === 0 ? (
          <EmptyList>No articles have been published here yet. Please check back soon.</EmptyList>
        ) : (
          <PostGrid posts={posts} locale={REGION_LOCALES[region]} />
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
