// Shapes shared across the content service. Stories are stored exactly as their seed files hold
// them (see content/README.md); everything else about them is derived per request.
import type { Config } from '../config/index';

/** A content block: every object with a `component` (the root `content` included). */
export interface Block {
  component: string;
  _uid?: string;
  [field: string]: unknown;
}

export interface Story {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  updated_at: string;
  position: number;
  is_startpage: boolean;
  parent_id: number | null;
  group_id: string;
  lang: string;
  tag_list: string[];
  content: Block;
  /** A draft edited after publishing; only `version=draft` readers see it. */
  unpublished_content?: Block;
  [attribute: string]: unknown;
}

/**
 * `start` only tells the site whether to launch the service; the service itself ignores it. The
 * space name, tokens and webhook secret are the site's (Config's site and content): a service
 * standing in for the hosted one must accept the tokens the site sends and sign as the site checks.
 */
export type ContentServiceOptions = Omit<Config['contentService'], 'start'> & {
  spaceName: Config['site']['brandName'];
  publicToken: Config['content']['token'];
  previewToken: Config['content']['previewToken'];
  webhookSecret: Config['content']['webhookSecret'];
  /** The editor's built browser app, served at /editor (content-service/editor-ui); none: not served. */
  editorRoot?: string;
  /** The site's public address (SITE_URL): what the editor frames as its preview. */
  siteUrl?: Config['site']['url'];
  /**
   * TRUST_PROXY, as the site takes it: the proxies whose X-Forwarded-For names the client whose
   * failed editor sign-ins are counted. None (the default here): the connection's own address.
   */
  trustProxy?: Config['server']['trustProxy'];
};

export type ContentVersion = 'published' | 'draft';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isBlock(value: unknown): value is Block {
  return isRecord(value) && typeof value.component === 'string';
}
