// axe-core in the page under test, the way @axe-core/playwright's AxeBuilder runs it in its legacy
// mode (axe in every frame of the page, axe.run in the top one), with two differences that make a
// run a fraction of the time and change no result: the 0.5 MB script is evaluated once per document
// (AxeBuilder evaluates it anew on every analyze(), and a second time in a blank page it opens to
// merge the frames' results), and only violations come back (resultTypes), so axe does not work
// out a selector and an HTML snippet for every element that passes.
import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** WCAG 2.2 AA: what the site is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Puts axe into the frame unless its document already has it; a frame that cannot take it is left out. */
async function injectInto(frame: Frame): Promise<void> {
  try {
    const present = await frame.evaluate(() => typeof window.axe?.run === 'function');
    if (present) return;
    await frame.evaluate(axe.source);
    // Every frame answers the top one, whatever its origin (as AxeBuilder's frame-by-frame run does).
    await frame.evaluate(() => window.axe?.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
  } catch (error) {
    if (frame === frame.page().mainFrame()) throw error;
  }
}

/**
 * The page's axe-core violations (within `include`, a CSS selector, when given), one string each:
 * the rule and the elements that break it.
 */
export async function axeViolations(
  page: Page,
  { include, tags = WCAG_TAGS }: { include?: string; tags?: string[] } = {},
): Promise<string[]> {
  for (const frame of page.frames()) await injectInto(frame);
  return page.evaluate(
    async ({ include, tags }) => {
      if (!window.axe) throw new Error('axe-core is not in the page');
      const results = await window.axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { include, tags },
  );
}

/** No axe-core violation on the page, or within `include`. */
export async function expectAxeClean(
  page: Page,
  include?: string,
  { tags, message }: { tags?: string[]; message?: string } = {},
): Promise<void> {
  expect(await axeViolations(page, { include, tags }), message).toEqual([]);
}
