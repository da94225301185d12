// Rendering blocks in unit tests the way a page does: inside the site state of a region, with any
// server-loaded block data, collecting the warnings and errors the renderer reports.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { loadLocalData } from '../local-data/local-data';
import { logger } from '../logging/logger.server';
import type { Region } from '../regions/region';
import type { Visitor } from '../regions/visitor.server';
import { buildSiteState } from '../site-state/site-state';
import { SiteStateProvider } from '../site-state/SiteState';
import { BlockDataProvider } from './block-scope';
import { Blocks } from './Blocks';
import { parseBlocks } from './parse-blocks.server';
import { loadLazyBlocks } from './registry';

// Most blocks are chunks of their own; loaded here, every block renders synchronously.
await loadLazyBlocks();

export interface RenderOptions {
  region?: Region;
  blockData?: Record<string, unknown>;
  /** The page URL (path and query) the blocks render on; links and useLocation() see it. */
  url?: string;
}

export function siteStateFor(region: Region) {
  return buildSiteState({
    brandName: 'Shiftlane',
    errorPageSlug: 'error-page',
    region,
    visitor: {
      ipCountry: region,
      pricingCountry: region,
      isCustomer: false,
      isPaidCustomer: false,
      personalisationStatus: 'prospect',
      isBot: false,
    } satisfies Visitor,
    localData: loadLocalData(region),
  });
}

export function renderWithSite(node: ReactNode, { region = 'us', blockData = {}, url }: RenderOptions = {}) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url ?? (region === 'us' ? '/' : `/${region}`)]}>
      <SiteStateProvider value={siteStateFor(region)}>
        <BlockDataProvider value={blockData}>{node}</BlockDataProvider>
      </SiteStateProvider>
    </MemoryRouter>,
  );
}

/** Parses raw blocks as a page loader does, renders them and returns the HTML with every warning and error logged meanwhile. */
export function renderBlocks(blocks: unknown[], options: RenderOptions = {}) {
  // Parsing logs through the server logger, shared field schemas and rendering through the console:
  // one list per level keeps the order in which they were said.
  const warnings: string[] = [];
  const errors: string[] = [];
  const into =
    (lines: string[]) =>
    (...args: unknown[]) => {
      lines.push(
        args
          .filter((arg) => arg !== undefined)
          .map(String)
          .join(' '),
      );
    };
  const spies = [
    vi.spyOn(console, 'warn').mockImplementation(into(warnings)),
    vi.spyOn(console, 'error').mockImplementation(into(errors)),
    vi.spyOn(logger, 'warn').mockImplementation(into(warnings)),
    vi.spyOn(logger, 'error').mockImplementation(into(errors)),
  ];
  try {
    const html = renderWithSite(<Blocks blocks={parseBlocks(blocks)} />, options);
    return { html, warnings, errors };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** The block with a `_uid` and `component`, as the content service sends it. */
export function rawBlock(component: string, fields: Record<string, unknown>, uid = `${component}-1`) {
  return { _uid: uid, component, ...fields };
}
