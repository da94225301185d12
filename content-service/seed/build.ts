// Assembles every seed story from the copy in data/.
import { image, md, type PageDef } from './lib/blocks';
import { localiseText, REGIONS, type Region } from './lib/locale';
import { addDays, story, uuidFrom, type Block, type Story } from './lib/story';
import { draftPost, postsFor } from './data/blog/index';
import { AUTHORS, type PostDef } from './data/blog/types';
import { auCompliance } from './data/compliance-au';
import { gbCompliance } from './data/compliance-gb';
import { usCompliance } from './data/compliance-us';
import { auCustomers } from './data/customers-au';
import { gbCustomers } from './data/customers-gb';
import { usCustomers } from './data/customers-us';
import { regionalTerms } from './data/glossary-regional';
import { sharedTerms } from './data/glossary-shared';
import { home } from './data/home';
import { insights } from './data/insights';
import {
  blogLanding,
  complianceLanding,
  customersLanding,
  errorPage,
  glossaryLanding,
  trainingLanding,
} from './data/landings';
import { about, contactSales, embedSignup, getStarted, loginHelp } from './data/pages-company';
import { scheduling, timeClock } from './data/pages-modules';
import { features, pricing } from './data/pages-product';
import { footerNavigation, headerNavigation } from './data/chrome';
import { collectionsPages } from './data/pages-collections';
import { privacy, terms } from './data/pages-legal';
import { layoutPages } from './data/pages-layout';
import { productPages, selfServePages } from './data/pages-product-data';
import { discoveryPages } from './data/pages-discovery';
import { proofPages } from './data/pages-proof';
import { redirects } from './data/settings';
import { courses, lessons, liveSessions } from './data/training';
import type { ComplianceDef, CustomerDef } from './data/types';

/** Where each region's live trainings are held. */
const TIME_ZONES: Record<Region, string> = {
  us: 'America/New_York',
  gb: 'Europe/London',
  au: 'Australia/Sydney',
};

const BASE_ID: Record<Region, number> = { us: 100_000, gb: 200_000, au: 300_000 };
const SECTION = {
  pages: 0,
  blog: 100,
  glossary: 200,
  courses: 300,
  lessons: 320,
  live: 340,
  customers: 400,
  insights: 500,
  compliance: 600,
} as const;

const PAGES: ((r: Region) => PageDef)[] = [
  home,
  pricing,
  features,
  scheduling,
  timeClock,
  about,
  contactSales,
  loginHelp,
  getStarted,
  embedSignup,
  blogLanding,
  glossaryLanding,
  trainingLanding,
  customersLanding,
  complianceLanding,
  errorPage,
  terms,
  privacy,
  ...layoutPages,
  ...proofPages,
  ...productPages,
  ...collectionsPages,
  ...selfServePages,
  ...discoveryPages,
];

const CUSTOMERS: Record<Region, CustomerDef[]> = {
  us: usCustomers,
  gb: gbCustomers,
  au: auCustomers,
};
const COMPLIANCE: Record<Region, ComplianceDef[]> = {
  us: usCompliance,
  gb: gbCompliance,
  au: auCompliance,
};

function pageStories(r: Region): Story[] {
  return PAGES.map((build, index) => {
    const def = build(r);
    return story({
      folder: r,
      path: def.path,
      name: def.name,
      id: BASE_ID[r] + SECTION.pages + index,
      position: index,
      startpage: def.startpage ?? false,
      tags: def.tags ?? [],
      created: '2025-05-05 09:00',
      firstPublished: '2025-05-12 09:00',
      published: '2026-11-02 09:00',
      content: def.content,
    });
  });
}

/** Up to three other published posts of the region, same category first, newest first. */
function relatedPostUuids(r: Region, post: PostDef, all: PostDef[]): string[] {
  const others = all
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => b.date.localeCompare(a.date))
    .sort((a, b) => Number(b.category === post.category) - Number(a.category === post.category));
  return others.slice(0, 3).map((other) => uuidFrom(`story:${r}/blog/${other.slug}`));
}

function blogContent(r: Region, post: PostDef, related: string[] = []): Block {
  return {
    component: 'blog_post',
    title: post.title,
    intro: post.intro,
    date: post.date,
    author: AUTHORS[r][post.author],
    category: post.category,
    image: image(post.image),
    body: md(post.body),
    seo_description: post.seo_description,
    no_time: true,
    related_posts: related,
  };
}

function blogStories(r: Region): Story[] {
  const posts = postsFor(r);
  const published = posts.map((post, index) =>
    story({
      folder: r,
      path: `blog/${post.slug}`,
      name: post.title,
      id: BASE_ID[r] + SECTION.blog + index,
      position: index,
      tags: [localiseText(r, post.category).toLowerCase()],
      created: addDays(post.date, -3),
      published: post.date,
      content: blogContent(r, post, relatedPostUuids(r, post, posts)),
    }),
  );
  const draft = draftPost(r);
  const unpublished = story({
    folder: r,
    path: `blog/${draft.slug}`,
    name: draft.title,
    id: BASE_ID[r] + SECTION.blog + published.length,
    position: published.length,
    tags: [localiseText(r, draft.category).toLowerCase()],
    created: draft.date,
    published: null,
    content: blogContent(r, draft),
  });
  return [...published, unpublished];
}

function glossaryStories(r: Region): Story[] {
  const terms = [...sharedTerms.map((term) => term(r)), ...regionalTerms[r]];
  const sorted = terms
    .map((term) => ({ ...term, term: localiseText(r, term.term) }))
    .sort((a, b) => a.term.localeCompare(b.term));
  return sorted.map((term, index) =>
    story({
      folder: r,
      path: `glossary/${term.slug}`,
      name: term.term,
      id: BASE_ID[r] + SECTION.glossary + index,
      position: index,
      tags: ['glossary'],
      created: addDays('2025-07-01 09:00', index),
      content: {
        component: 'glossary_term',
        term: term.term,
        short_definition: term.short_definition,
        definition: md(term.definition),
      },
    }),
  );
}

function trainingStories(r: Region): Story[] {
  const items = courses(r).map((course, index) =>
    story({
      folder: r,
      path: `training/${course.slug}`,
      name: course.title,
      id: BASE_ID[r] + SECTION.courses + index,
      position: index,
      tags: ['training', course.level.toLowerCase()],
      created: addDays('2026-08-03 09:00', index * 7),
      content: {
        component: 'training_item',
        title: course.title,
        summary: course.summary,
        duration: course.duration,
        level: course.level,
        body: md(course.body),
      },
    }),
  );
  const shortLessons = lessons().map((lesson, index) =>
    story({
      folder: r,
      path: `training/lessons/${lesson.slug}`,
      name: lesson.title,
      id: BASE_ID[r] + SECTION.lessons + index,
      position: index,
      tags: ['training', 'lesson'],
      created: addDays('2026-09-07 09:00', index * 7),
      content: {
        component: 'lesson',
        title: lesson.title,
        summary: lesson.summary,
        duration: lesson.duration,
        body: md(lesson.body),
      },
    }),
  );
  const live = liveSessions(r).map((session, index) =>
    story({
      folder: r,
      path: `training/live-training/${session.slug}`,
      name: session.title,
      id: BASE_ID[r] + SECTION.live + index,
      position: index,
      tags: ['training', 'live'],
      created: addDays('2026-10-19 09:00', index * 14),
      content: {
        component: 'live_training',
        title: session.title,
        summary: session.summary,
        starts_at: session.starts_at,
        time_zone: TIME_ZONES[r],
        duration: session.duration,
        host: session.host,
        // No registration_link: the session's page carries the registration form.
        registration_text: 'Register for this session',
        body: md(session.body),
      },
    }),
  );
  return [...items, ...shortLessons, ...live];
}

function customerStories(r: Region): Story[] {
  return CUSTOMERS[r].map((customer, index) =>
    story({
      folder: r,
      path: `customers/${customer.slug}`,
      name: customer.company,
      id: BASE_ID[r] + SECTION.customers + index,
      position: index,
      tags: [customer.industry.toLowerCase()],
      created: addDays('2025-09-01 09:00', index * 45),
      content: {
        component: 'customer_story',
        company: customer.company,
        headline: customer.headline,
        industry: customer.industry,
        image: image(customer.image),
        location: customer.location,
        employees: customer.employees,
        summary: customer.summary,
        body: md(customer.body),
        quote: customer.quote,
        quote_author: customer.quote_author,
        quote_author_title: customer.quote_author_title,
        results: customer.results.map(([metric, label]) => ({
          component: 'result',
          metric,
          label,
        })),
      },
    }),
  );
}

function insightStories(r: Region): Story[] {
  return insights[r].map((insight, index) =>
    story({
      folder: r,
      path: `insights/${insight.slug}`,
      name: insight.title,
      id: BASE_ID[r] + SECTION.insights + index,
      position: index,
      tags: [insight.category.toLowerCase()],
      created: addDays(insight.date, -7),
      published: insight.date,
      content: {
        component: 'insight',
        title: insight.title,
        summary: insight.summary,
        date: insight.date,
        category: insight.category,
        image: image(insight.image),
        body: md(insight.body),
      },
    }),
  );
}

function complianceStories(r: Region): Story[] {
  return COMPLIANCE[r].map((item, index) =>
    story({
      folder: r,
      path: `compliance-hub/${item.slug}`,
      name: item.title,
      id: BASE_ID[r] + SECTION.compliance + index,
      position: index,
      tags: ['compliance', item.jurisdiction.toLowerCase()],
      created: '2025-06-02 09:00',
      firstPublished: '2025-06-09 09:00',
      published: `${item.updated} 09:00`,
      content: {
        component: 'compliance_item',
        title: item.title,
        summary: item.summary,
        jurisdiction: item.jurisdiction,
        updated: item.updated,
        body: md(item.body),
      },
    }),
  );
}

/** Every seed story, in a stable order. */
export function buildStories(): Story[] {
  const regional = REGIONS.flatMap((r) => [
    ...pageStories(r),
    ...blogStories(r),
    ...glossaryStories(r),
    ...trainingStories(r),
    ...customerStories(r),
    ...insightStories(r),
    ...complianceStories(r),
  ]);
  const chrome = REGIONS.flatMap((r, index) => [
    story({
      folder: r,
      path: 'settings/navigation',
      name: 'Header navigation',
      id: 900_010 + index * 2,
      position: 0,
      created: '2025-05-05 09:00',
      published: '2026-11-02 09:00',
      content: headerNavigation(r),
    }),
    story({
      folder: r,
      path: 'settings/footer',
      name: 'Footer',
      id: 900_011 + index * 2,
      position: 1,
      created: '2025-05-05 09:00',
      published: '2026-11-02 09:00',
      content: footerNavigation(r),
    }),
  ]);
  const settings = story({
    folder: 'settings',
    path: 'redirects',
    name: 'Redirects',
    id: 900_000,
    position: 0,
    created: '2025-05-05 09:00',
    published: '2026-11-02 09:00',
    content: redirects(),
  });
  return [...regional, ...chrome, settings];
}
