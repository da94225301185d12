// Seed pages that use the collections blocks: /resources (the blog, research, glossary and the
// newsletter band) and /learn (a learning path with courses, lessons, live sessions, its author and
// related reading). Every blog post a block names must be a published post of the region.
import { hero, image, page, picture, richText, type PageDef } from '../lib/blocks';
import {
  authorBio,
  blogCategories,
  blogList,
  blogPostHeader,
  featuredPost,
  glossaryIndex,
  insightList,
  lessonList,
  liveTrainingList,
  newsletterSignup,
  relatedPosts,
  trainingList,
} from '../lib/blocks-collections';
import { marketingForm } from '../lib/blocks-product';
import { localiseText, pick, type Region } from '../lib/locale';
import type { Block } from '../lib/story';
import { postsFor } from './blog/index';
import { AUTHORS } from './blog/types';

/** A region's published blog post by slug (with `{tokens}`); a missing one fails the build. */
function post(r: Region, slug: string): string {
  const wanted = localiseText(r, slug);
  if (!postsFor(r).some((candidate) => localiseText(r, candidate.slug) === wanted)) {
    throw new Error(`No published ${r} blog post ${wanted}`);
  }
  return `${r}/blog/${wanted}`;
}

/**
 * A content modal holding a download form. An outside click does not close it, so a visitor
 * clicking beside the form does not lose what they typed.
 */
function planningGuideModal(): Block {
  return {
    component: 'modal',
    trigger_text: 'Get the free {roster} planning guide',
    trigger_type: 'filled',
    trigger_size: 'lg',
    headline: 'The {roster} planning guide',
    modal_id: 'planning-guide',
    close_on_outside_click: false,
    body: [
      marketingForm({
        intro:
          'Twelve pages on building a {roster} from demand, covering breaks and {leave}, and publishing with enough notice.',
        form_id: '1008',
        form_intro: 'Free, in your inbox in a minute. We will not add you to a mailing list without asking.',
        thank_you: 'Thank you. The guide is on its way to your inbox.',
        error: 'Sorry, the download form could not load. Ask our team and we will email you a copy.',
        fallback_text: 'Ask our team for a copy',
        fallback_link: '~/contact-sales',
      }),
    ],
  };
}

function resources(r: Region): PageDef {
  return {
    path: 'resources',
    name: 'Resources',
    content: page({
      seo_title: 'Resources: guides, research and training for shift-based teams',
      seo_description:
        'Practical guides on {rostering}, pay and compliance, research on shift work, a glossary of workforce terms and free training from the Shiftlane team.',
      body: [
        hero({
          headline: 'Resources for people who run {rosters}',
          subheadline:
            'Practical guides, research and plain-English explainers from our {rostering}, payroll and compliance specialists. Free to read, with no sign-up.',
          cta_text: 'Read the latest articles',
          cta_link: '~/blog',
          image: image('benchmark-report'),
        }),
        featuredPost(post(r, '{roster}-stability-and-turnover'), { eyebrow: "Editor's pick" }),
        blogList({
          headline: 'Latest articles',
          intro: 'New guides every week on {rostering}, pay and keeping good people.',
          count: 6,
        }),
        blogCategories({ intro: 'Go straight to the newest article on the subject you care about.' }),
        insightList({
          headline: 'Research and benchmarks',
          intro: pick(r, {
            us: 'What we learn from anonymized schedules and timesheets across thousands of US workplaces, published twice a year.',
            gb: 'What we learn from anonymised rotas and timesheets across thousands of UK workplaces, published twice a year.',
            au: 'What we learn from anonymised rosters and timesheets across thousands of Australian workplaces, published twice a year.',
          }),
          theme: 'azure',
        }),
        blogList({
          headline: 'Compliance updates',
          intro: pick(r, {
            us: 'Federal, state and city rules that change how you schedule and pay, explained before they take effect.',
            gb: 'Changes to working time, holiday pay and right-to-work rules, explained before they take effect.',
            au: 'Award, Fair Work and payroll changes, explained before they take effect.',
          }),
          category: 'Compliance',
          count: 3,
          link_text: 'See every article',
        }),
        glossaryIndex({
          headline: 'Workforce terms, A to Z',
          intro: 'Short definitions of the words that come up when you build a {roster} and pay for it.',
        }),
        planningGuideModal(),
        newsletterSignup(),
      ],
    }),
  };
}

const EDUCATION_BIO: Record<Region, string> = {
  us: 'Maya ran schedules for a 60-store grocery chain in Ohio for eleven years before joining Shiftlane. She now leads the team that writes our courses and lessons, and she hosts most of our live sessions herself.\n\nHer rule for every course: a new manager should be able to finish it between two shifts.',
  gb: 'Harriet managed rotas for 40 high-street cafés across the North West before joining Shiftlane. She now leads the team that writes our courses and lessons, and she hosts most of our live sessions herself.\n\nHer rule for every course: a new manager should be able to finish it between two shifts.',
  au: 'Sophie ran rosters for a Melbourne hospitality group with more than 900 casual staff before joining Shiftlane. She now leads the team that writes our courses and lessons, and she hosts most of our live sessions herself.\n\nHer rule for every course: a new manager should be able to finish it between two shifts.',
};

function learn(r: Region): PageDef {
  const author = AUTHORS[r].education;
  const [name = author, role = ''] = author.split(',').map((part) => part.trim());
  const firstName = name.split(' ')[0] ?? name;
  return {
    path: 'learn',
    name: 'Learn',
    content: page({
      seo_title: 'Your first 30 days with Shiftlane: a learning path',
      seo_description:
        'A week-by-week plan for getting your team live on Shiftlane: the courses to take, five-minute lessons for managers and free live sessions with our education team.',
      body: [
        blogPostHeader({
          title: 'Your first 30 days with Shiftlane',
          category: 'Learning path',
          intro:
            'A week-by-week plan for admins and managers: which courses to take, which lessons to share with your team, and when to bring your questions to a live session.',
          author,
          published: '2026-09-01',
          updated: '2026-11-02',
          no_time: true,
          image: image('home-dashboard'),
        }),
        richText(`## How this path works

Most teams are live within a month. The admin who sets Shiftlane up takes the core courses in the first two weeks; managers pick up the short lessons as they need them; everyone is welcome at the live sessions.

- **Week 1:** build your first {roster} and set up the time clock.
- **Week 2:** configure pay and compliance rules, then run a trial pay period.
- **Weeks 3 and 4:** approve real timesheets, export to payroll and start reading {labour} cost reports.`),
        trainingList({
          headline: 'Weeks 1 and 2: the core courses',
          intro:
            'Self-paced courses for the person setting Shiftlane up. Each one ends with a working setup, not a quiz.',
          count: 5,
        }),
        lessonList({
          headline: 'Five-minute lessons for shift managers',
          intro:
            'Short, focused walk-throughs to share with the managers who publish {rosters} and approve swaps.',
          count: 4,
        }),
        liveTrainingList({
          headline: 'Ask us live',
          intro:
            'Free sessions with our customer education team. Bring your questions; every session ends with open Q&A.',
        }),
        authorBio({
          name,
          role,
          avatar: picture('avatars/avatar-2.svg', '', 160, 160),
          bio: EDUCATION_BIO[r],
          eyebrow: 'Written by',
          to: '~/training',
          link_text: `Browse every course ${firstName}'s team has built`,
        }),
        relatedPosts({
          headline: 'Related articles',
          posts: [
            post(r, 'onboarding-shift-workers-first-two-weeks'),
            post(r, 'five-minute-timesheet-review'),
            post(r, 'filling-gaps-with-open-shifts'),
          ],
        }),
      ],
    }),
  };
}

export const collectionsPages: ((r: Region) => PageDef)[] = [resources, learn];
