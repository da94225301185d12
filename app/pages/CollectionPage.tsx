// A list page, with its head tags (the page route, app/routes/page.tsx).
import { homeLink, regionPath, REGION_LOCALES } from '../regions/region';
import { pageMeta } from '../seo/head';
import { breadcrumbListJsonLd } from '../seo/json-ld';
import type { CollectionPageData } from './collection-page.server';
import { COLLECTION_TITLES, CollectionView } from './CollectionView';
import { PageFrame } from './PageFrame';

export function collectionPageMeta({ collection, brandName, region, seo }: CollectionPageData) {
  const base = collection.landing?.content.seo_title || COLLECTION_TITLES[collection.kind];
  const title = collection.kind === 'blog' && collection.page > 1 ? `${base}, page ${collection.page}` : base;
  return pageMeta({
    title: `${title} | ${brandName}`,
    description: collection.landing?.content.seo_description ?? '',
    canonicalUrl: seo.canonicalUrl,
    alternates: seo.alternates,
    type: 'website',
    siteName: brandName,
    locale: REGION_LOCALES[region],
  });
}

export function CollectionPage({ data }: { data: CollectionPageData }) {
  const { collection, region, seo } = data;
  const title = collection.landing?.content.seo_title || COLLECTION_TITLES[collection.kind];
  return (
    <PageFrame
      data={data}
      layout={collection.landing?.content.layout ?? 'default'}
      jsonLd={breadcrumbListJsonLd(
        [
          { name: 'Home', path: homeLink(region) },
          { name: title, path: regionPath(region, `/${collection.kind}`) },
        ],
        seo.origin,
      )}
    >
      <CollectionView collection={collection} region={region} />
    </PageFrame>
  );
}
