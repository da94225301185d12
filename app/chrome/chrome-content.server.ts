// The header and footer content of a region: {region}/settings/navigation and
// {region}/settings/footer, validated like any block; the built-in fallback when they cannot be used.
// The root loader gives it to every page, and an error response carries it for the error page
// (app/error-page/error-content.server.ts), so both show the same chrome.
import {
  footerNavigationSchema,
  type FooterNavigationContent,
} from '../blocks/FooterNavigation/FooterNavigation.schema';
import {
  headerNavigationSchema,
  type HeaderNavigationContent,
} from '../blocks/HeaderNavigation/HeaderNavigation.schema';
import { inBlockScope } from '../blocks/shared/content-warnings';
import { config } from '../../config/index';
import { loadLocalData } from '../local-data/local-data';
import { parseOnce } from '../content/parse-once';
import { loadRawContent } from '../content/stories.server';
import { logger } from '../logging/logger.server';
import type { Region } from '../regions/region';
import { fallbackFooter, fallbackHeader } from './nav-links';

export interface ChromeContent {
  header: HeaderNavigationContent;
  footer: FooterNavigationContent;
  /** The product's sign-in page (configuration, not content: it is the product's address). */
  loginUrl?: string;
  /** The year the product launched, for the footer's line (§1). */
  launched: number | null;
}

async function load<T>(
  slug: string,
  component: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  fallback: T,
): Promise<T> {
  const raw = await loadRawContent(slug);
  if (!raw.ok) {
    if (raw.failure !== 'not-found')
      logger.warn(`Site ${component} not loaded (${raw.message}); using the built-in one`);
    return fallback;
  }
  if (raw.value.component !== component) {
    logger.warn(`${slug} is not a ${component}; using the built-in one`);
    return fallback;
  }
  const content = raw.value;
  const parsed = parseOnce(content, schema, () => {
    const result = inBlockScope(slug, () => schema.safeParse(content));
    return result.success ? { data: result.data } : null;
  });
  return parsed ? parsed.data : fallback;
}

export async function loadChromeContent(region: Region): Promise<ChromeContent> {
  const [header, footer] = await Promise.all([
    load(
      `${region}/settings/navigation`,
      'header_navigation',
      headerNavigationSchema,
      fallbackHeader(region),
    ),
    load(`${region}/settings/footer`, 'footer_navigation', footerNavigationSchema, fallbackFooter(region)),
  ]);
  return {
    header,
    footer,
    loginUrl: config().forms.loginUrl,
    launched: loadLocalData(region).stats.launched,
  };
}
