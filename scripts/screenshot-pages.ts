// What `npm run screenshots` photographs: one page of every page type (requirements §2) in us, the home
// pages of gb and au, at a phone and a desktop width. Story pages take the first story of their
// type in the running content service, so the list follows the seed instead of naming slugs.

export const SCREENSHOT_WIDTHS = [375, 1280] as const;

export interface ScreenshotPage {
  name: string;
  /** The site path, given the content service to look slugs up in. */
  path: (contentUrl: string) => Promise<string>;
  /** The status the page answers with (the not-found page's is 404). */
  status: number;
}

const fixed = (name: string, path: string, status = 200): ScreenshotPage => ({
  name,
  path: async () => path,
  status,
});

/** A story page: `prefix` plus the slug of the first `component` story under `startsWith`. */
const story = (name: string, prefix: string, startsWith: string, component: string): ScreenshotPage => ({
  name,
  path: async (contentUrl) => `${prefix}/${await firstSlug(contentUrl, startsWith, component)}`,
  status: 200,
});

export const SCREENSHOT_PAGES: ScreenshotPage[] = [
  fixed('home', '/'),
  fixed('home-gb', '/gb'),
  fixed('home-au', '/au'),
  fixed('content-page', '/pricing'),
  fixed('blog-list', '/blog'),
  story('blog-post', '/blog', 'us/blog/', 'blog_post'),
  fixed('glossary', '/glossary'),
  fixed('training', '/training'),
  story('training-item', '/training', 'us/training/', 'training_item'),
  story('lesson', '/training/lessons', 'us/training/lessons/', 'lesson'),
  story('live-training', '/training/live-training', 'us/training/live-training/', 'live_training'),
  fixed('customers', '/customers'),
  story('customer-story', '/customers', 'us/customers/', 'customer_story'),
  story('insight', '/insights', 'us/insights/', 'insight'),
  fixed('compliance-hub', '/compliance-hub'),
  story('compliance-item', '/compliance-hub', 'us/compliance-hub/', 'compliance_item'),
  fixed('book-a-consultation', '/book-a-consultation'),
  fixed('not-found', '/no-such-page-for-screenshots', 404),
];

/** Pages named on the command line: `/au/start-free` is saved as au-start-free-{width}.png. */
export function pagesAt(paths: string[]): ScreenshotPage[] {
  return paths.map((path) => {
    const clean = `/${path.replace(/^\/+/, '')}`;
    const name = clean.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    return { name, path: async () => clean, status: 200 };
  });
}

const TOKEN = process.env.CONTENT_TOKEN ?? 'local-public-token';

async function firstSlug(contentUrl: string, startsWith: string, component: string): Promise<string> {
  const query = new URLSearchParams({
    token: TOKEN,
    starts_with: startsWith,
    per_page: '1',
    'filter_query[component][in]': component,
  });
  const response = await fetch(`${contentUrl}/v2/cdn/stories?${query.toString()}`);
  if (!response.ok) throw new Error(`The content service answered ${response.status} for ${startsWith}`);
  const { stories } = (await response.json()) as { stories: { slug: string }[] };
  const slug = stories[0]?.slug;
  if (!slug) throw new Error(`No ${component} story under ${startsWith} in the content`);
  return slug;
}
