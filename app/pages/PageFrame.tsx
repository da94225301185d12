// What every page's view sits in: its layout, the contexts its blocks read (the forms' settings and
// the block data that pageDataAround built for it) and its structured data.
import type { ReactNode } from 'react';
import { BlockDataProvider } from '../blocks/block-scope';
import { RegionLinksContext, regionLinks } from '../chrome/region-links';
import type { LayoutName } from '../content/story-types/page.schema';
import { FormsProvider } from '../forms/ui/FormsContext';
import { SiteLayout } from '../layouts/SiteLayout';
import type { JsonLdDocument } from '../seo/json-ld';
import { JsonLd } from '../seo/JsonLd';
import type { pageDataAround } from './page-data.server';

type FrameData = Pick<
  Awaited<ReturnType<typeof pageDataAround>>,
  'region' | 'blockData' | 'brandName' | 'forms' | 'seo'
>;

interface PageFrameProps {
  data: FrameData;
  layout: LayoutName;
  /** Shown by the layouts that carry the page's title in their bar. */
  title?: string;
  jsonLd: JsonLdDocument | readonly JsonLdDocument[];
  /** The page's view. */
  children: ReactNode;
}

export function PageFrame({ data, layout, title, jsonLd, children }: PageFrameProps) {
  return (
    // The region switcher in the chrome leads to this page's versions in the other regions.
    <RegionLinksContext.Provider value={regionLinks(data.seo.alternates)}>
      <SiteLayout name={layout} brandName={data.brandName} region={data.region} title={title}>
        <FormsProvider value={data.forms}>
          <BlockDataProvider value={data.blockData}>{children}</BlockDataProvider>
        </FormsProvider>
        <JsonLd data={jsonLd} />
      </SiteLayout>
    </RegionLinksContext.Provider>
  );
}
