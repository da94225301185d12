// What the data of every page carries besides its story or list: the region, the data its blocks
// list (block-data.server.ts), its SEO links, the brand name and its forms' setup.
import type { RouterContextProvider } from 'react-router';
import { config } from '../../config/index';
import { loadBlockData } from '../blocks/block-data.server';
import { pageForms } from '../forms/form-setup.server';
import type { Region } from '../regions/region';
import { rendersForSharedCache } from '../security/shared-render';
import { loadPageSeo } from '../seo/page-seo.server';

export interface PageLoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function pageDataAround(content: unknown, region: Region, { request, context }: PageLoaderArgs) {
  const [blockData, seo] = await Promise.all([
    loadBlockData(content, { region }),
    loadPageSeo(request, content),
  ]);
  return {
    region,
    blockData,
    seo,
    brandName: config().site.brandName,
    forms: pageForms({ shared: rendersForSharedCache(context) }),
  };
}
