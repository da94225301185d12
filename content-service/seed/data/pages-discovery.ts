// Pages that give a call to action or a content folder a home of its own: the newsletter page (what a
// newsletter link leads to without JavaScript) and the insights index.
import { page, type PageDef } from '../lib/blocks';
import { insightList } from '../lib/blocks-collections';
import { pageHeader } from '../lib/blocks-layout';
import { marketingForm } from '../lib/blocks-product';
import { pick, type Region } from '../lib/locale';

function newsletter(): PageDef {
  return {
    path: 'newsletter',
    name: 'Newsletter',
    content: page({
      seo_title: 'The Shiftlane newsletter',
      seo_description:
        'One email a month for people who run shift teams: {rostering} ideas, pay and compliance changes, and what is new in Shiftlane.',
      body: [
        pageHeader({
          eyebrow: 'Newsletter',
          headline: 'Never miss a beat',
          intro:
            'One email a month with the best of the blog, the pay and compliance changes coming up, and what is new in Shiftlane. Unsubscribe in one click.',
        }),
        // '#newsletter' links land here without JavaScript (with it, they open the modal).
        marketingForm({
          form_id: '1261',
          form_headline: 'Subscribe to the newsletter',
          form_intro: 'Your work email is all we need.',
          thank_you: 'Thank you for subscribing. The next issue is on its way to your inbox.',
          error: 'Sorry, the subscription form could not load. Please try again in a moment.',
          fallback_text: 'Ask our team to add you',
          fallback_link: '~/contact-sales',
          anchor: 'newsletter',
          theme: 'purple-light',
        }),
      ],
    }),
  };
}

function insightsIndex(r: Region): PageDef {
  return {
    path: 'insights',
    name: 'Insights',
    content: page({
      seo_title: 'Insights: research on shift work',
      seo_description:
        'Reports and benchmarks from anonymised {rosters} and timesheets: notice periods, overtime and the cost of a late {roster}.',
      body: [
        pageHeader({
          eyebrow: 'Insights',
          headline: 'Research on shift work',
          intro: pick(r, {
            us: 'What we learn from anonymized schedules and timesheets across thousands of US workplaces.',
            gb: 'What we learn from anonymised rotas and timesheets across thousands of UK workplaces.',
            au: 'What we learn from anonymised rosters and timesheets across thousands of Australian workplaces.',
          }),
        }),
        insightList({ headline: 'All reports', count: 12 }),
      ],
    }),
  };
}

/** Listed after every other page, so adding them moved no existing story's id or position. */
export const discoveryPages: ((r: Region) => PageDef)[] = [newsletter, insightsIndex];
