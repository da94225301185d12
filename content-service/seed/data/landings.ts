// Landing pages of the region folders (blog, glossary, training, customers, compliance hub)
// and the content-managed error page.
import {
  ctaBanner,
  featureGrid,
  hero,
  image,
  link,
  page,
  quote,
  richText,
  type PageDef,
} from '../lib/blocks';
import { pick, type Region } from '../lib/locale';

export function blogLanding(r: Region): PageDef {
  return {
    path: 'blog',
    name: 'Blog',
    startpage: true,
    content: page({
      seo_title: 'The Shiftlane blog',
      seo_description: pick(r, {
        us: 'Practical advice on employee scheduling, overtime, payroll and labor law for managers who run shift work in the US.',
        gb: 'Practical advice on rotas, holiday pay, payroll and UK employment law for managers who run shift work.',
        au: 'Practical advice on rostering, award interpretation, payroll and Fair Work compliance for Australian shift-based businesses.',
      }),
      body: [
        hero({
          headline: 'Notes from the {roster} room',
          subheadline: pick(r, {
            us: 'Field-tested advice on scheduling, overtime, payroll and the state and city rules that shape shift work, from people who have built a schedule at 11 p.m. on a Sunday.',
            gb: 'Field-tested advice on rotas, holiday pay, payroll and the rules that shape shift work in the UK, from people who have built a rota at 11pm on a Sunday.',
            au: 'Field-tested advice on rostering, awards, payroll and the rules that shape shift work in Australia, from people who have built a roster at 11pm on a Sunday.',
          }),
          cta_text: 'Get new posts by email',
          cta_link: '~/newsletter#newsletter',
          image: image('demand-forecast'),
        }),
        richText(
          'We publish twice a month on {rostering}, payroll, compliance and leadership, with regular deep dives for retail, hospitality and healthcare. New to the jargon? Start with the [glossary](~/glossary).',
        ),
      ],
    }),
  };
}

export function glossaryLanding(r: Region): PageDef {
  return {
    path: 'glossary',
    name: 'Glossary',
    startpage: true,
    content: page({
      seo_title: 'Workforce management glossary',
      seo_description:
        'Plain-English definitions of {rostering}, timesheet, payroll and employment law terms used by shift-based businesses.',
      body: [
        hero({
          headline: 'The shift work glossary',
          subheadline:
            'Short, plain-English definitions of the terms that come up when you plan shifts, track time and run payroll.',
          cta_text: 'Browse the blog',
          cta_link: '~/blog',
          image: image('rest-between-shifts'),
        }),
        richText(
          pick(r, {
            us: 'Definitions describe general practice in the United States and are not legal advice. Federal, state and city rules differ, so check the [compliance hub](/compliance-hub) for the rules where you operate.',
            gb: 'Definitions describe general practice in the United Kingdom and are not legal advice. Northern Ireland has its own employment legislation, so check the [compliance hub](~/compliance-hub) for details.',
            au: 'Definitions describe general practice in Australia and are not legal advice. Your Modern Award or enterprise agreement may say something different, so check the [compliance hub](~/compliance-hub) for details.',
          }),
        ),
      ],
    }),
  };
}

export function trainingLanding(): PageDef {
  return {
    path: 'training',
    name: 'Training',
    startpage: true,
    content: page({
      seo_title: 'Shiftlane training',
      seo_description:
        'Self-paced courses, five-minute lessons and live sessions that help admins and managers get the most from Shiftlane.',
      body: [
        hero({
          headline: 'Learn Shiftlane at your own pace',
          subheadline:
            'Courses for admins, short lessons for busy managers and live sessions where you can ask our team anything.',
          cta_text: 'Start with the basics',
          cta_link: '~/training/build-your-first-{roster}',
          image: image('onboarding-checklist'),
        }),
        featureGrid('Ways to learn', [
          [
            'Courses',
            'Structured walkthroughs of 20 to 40 minutes, from your first {roster} to {labour} cost reporting across sites.',
          ],
          [
            'Lessons',
            'Five-minute answers to one question, like how to handle a swap or read the {labour} cost dashboard.',
          ],
          [
            'Live training',
            'Monthly sessions with our customer education team, with time for your questions at the end.',
          ],
        ]),
        ctaBanner(
          'Rolling Shiftlane out to a big team?',
          'Enterprise customers get a tailored training plan and train-the-trainer sessions for site managers.',
          'Talk to us',
          '~/book-a-consultation',
        ),
      ],
    }),
  };
}

export function customersLanding(r: Region): PageDef {
  return {
    path: 'customers',
    name: 'Customers',
    startpage: true,
    content: page({
      seo_title: 'Customer stories',
      seo_description:
        'How cafés, care providers, retailers, hotels, clinics and warehouses use Shiftlane to cut overtime, fill shifts and get payroll right.',
      body: [
        hero({
          headline: 'Real {rosters}, real results',
          subheadline:
            'How businesses like yours cut overtime, stopped chasing timesheets and gave managers their evenings back.',
          cta_text: 'Start your free trial',
          cta_link: '~/get-started',
          image: image('wage-cost-vs-sales'),
        }),
        quote(
          pick(r, {
            us: {
              quote:
                'We filled 92% of open shifts within a day last quarter, without calling a single agency. Our nurses pick up shifts from their phones now.',
              author: 'Renee Albright',
              author_title: 'Director of Nursing',
              company: 'Cedar Ridge Senior Living',
            },
            gb: {
              quote:
                'Holiday pay for our irregular-hours staff was a monthly headache. Now the accrual is on every timesheet and payroll takes half the time.',
              author: 'Gareth Lloyd',
              author_title: 'Group HR Manager',
              company: 'Quayside Hotels',
            },
            au: {
              quote:
                'Our care minutes reporting used to take a week of spreadsheet work each quarter. Now it comes straight out of the roster and timesheets.',
              author: 'Anita Sharma',
              author_title: 'Director of Care',
              company: 'Wattle Grove Aged Care',
            },
          }),
        ),
        ctaBanner(
          'Want to see it with your own numbers?',
          'Our team will walk through a typical week of yours in a 30-minute demo.',
          'Book a demo',
          '~/book-a-consultation',
        ),
      ],
    }),
  };
}

export function complianceLanding(r: Region): PageDef {
  return {
    path: 'compliance-hub',
    name: 'Compliance hub',
    startpage: true,
    content: page({
      seo_title: pick(r, {
        us: 'Labor law compliance hub | Shiftlane',
        gb: 'UK employment law compliance hub | Shiftlane',
        au: 'Fair Work compliance hub | Shiftlane',
      }),
      seo_description: pick(r, {
        us: 'Plain-English summaries of state and city rules on overtime, breaks, predictive scheduling and paid leave for shift-based employers.',
        gb: 'Plain-English summaries of working time, holiday, minimum wage and right to work rules across England, Scotland, Wales and Northern Ireland.',
        au: 'Plain-English summaries of Fair Work, Modern Award and state rules on rostering, leave and pay for Australian employers.',
      }),
      body: [
        hero({
          headline: pick(r, {
            us: 'Labor law, by location',
            gb: 'Employment law for people who write rotas',
            au: 'Fair Work rules, rostered into plain English',
          }),
          subheadline: pick(r, {
            us: 'Federal rules set the floor; states and cities build on it. Our editors track the rules that change how you schedule and pay hourly staff.',
            gb: 'The rules that change how you build rotas and pay shift workers, summarised by our employment law editor and kept up to date.',
            au: 'The federal, award and state rules that change how you roster and pay staff, summarised by our compliance editor and kept up to date.',
          }),
          cta_text: 'See how Shiftlane applies the rules',
          cta_link: '~/scheduling',
          image: image('notice-period'),
        }),
        richText(
          'Each summary shows when it was last reviewed. Summaries are general information, not legal advice: for decisions about your business, speak to an employment lawyer or your industry association. Spotted a change we have missed? Email compliance@shiftlane.example.',
        ),
        ctaBanner(
          'Let the {roster} check the rules for you',
          'Shiftlane warns you about breaches while you build the {roster}, not after payroll has run.',
          'Start free',
          '~/get-started',
        ),
      ],
    }),
  };
}

export function errorPage(): PageDef {
  return {
    path: 'error-page',
    name: 'Error page',
    content: {
      component: 'error_page',
      body: [
        {
          component: 'error_block',
          headline: "We couldn't find that page",
          subheadline: 'The link may be old or the page may have moved. These will get you back on shift:',
          links: [
            { component: 'error_link', text: 'Home', link: link('~/') },
            { component: 'error_link', text: 'Blog', link: link('~/blog') },
            { component: 'error_link', text: 'Contact sales', link: link('~/book-a-consultation') },
          ],
          image: image('error-empty-schedule'),
        },
      ],
    },
  };
}
