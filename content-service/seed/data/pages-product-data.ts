// Seed pages that use the product blocks: /plans (plans, prices, comparison, add-ons, calculator),
// /integrations, /compliance-rules, /start-free (signup hero, industry copy, signup form) and
// /book-a-consultation (consultation and a download form). Prices, add-ons, integrations and
// compliance states come from app/local-data/, so no figure is written here. No 'grey' theme: the
// localiser would spell it 'gray' on us pages (lib/locale.ts).
import { ctaBanner, faq, featureGrid, hero, image, page, richText, type PageDef } from '../lib/blocks';
import {
  addOnList,
  complianceStates,
  consultation,
  heroSignup,
  industryFilter,
  integrationLogos,
  integrationsDirectory,
  marketingForm,
  planComparison,
  planFilter,
  pricingCalculator,
  pricingTable,
  signupForm,
  type ConsultationCountrySpec,
} from '../lib/blocks-product';
import { reviewBadges, trustBar } from '../lib/blocks-proof';
import { pick, type Region } from '../lib/locale';
import { auCustomers } from './customers-au';
import { gbCustomers } from './customers-gb';
import { usCustomers } from './customers-us';
import type { CustomerDef } from './types';

const CUSTOMERS: Record<Region, CustomerDef[]> = { us: usCustomers, gb: gbCustomers, au: auCustomers };

/** A region's customer story by slug; a missing one is a seed bug, so it fails the build. */
function customer(r: Region, slug: string): CustomerDef {
  const found = CUSTOMERS[r].find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No ${r} customer story ${slug}`);
  return found;
}

const TAX: Record<Region, string> = { us: 'applicable sales tax', gb: 'VAT', au: 'GST' };

function plans(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  const billing = `Prices are per active user per month and exclude ${TAX[r]}. Managers and admins without shifts are free.`;
  return {
    path: 'plans',
    name: 'Plans and prices',
    content: page({
      seo_title: 'Plans and prices',
      seo_description:
        'Compare Shiftlane plans, see what each includes, add the extras you need and estimate your monthly cost for your team size.',
      body: [
        hero({
          headline: 'A plan for every size of team',
          subheadline:
            'Start free with one team, move to Premium when you need timesheets and payroll, and talk to us when you run many sites. You only pay for people who work shifts.',
          cta_text: 'Start your free trial',
          cta_link: '~/get-started',
          image: image('staff-app-phone'),
        }),
        pricingTable({
          headline: 'Plans and prices',
          highlight: 'premium',
          cta_text: 'Start free trial',
          ctas: [
            { plan: 'starter', text: 'Start for free', to: '~/get-started' },
            { plan: 'enterprise', text: 'Talk to sales', to: '~/book-a-consultation' },
          ],
          billing_note: billing,
        }),
        planFilter({
          headline: 'See what each plan includes',
          intro: 'Choose a plan to see the features it includes, and what you would gain by moving up.',
          cta_text: 'Try every Premium feature free',
          cta_link: '~/get-started',
        }),
        planComparison({ headline: 'Compare plans side by side' }, [
          { feature: 'Drag-and-drop {rostering}', plans: ['starter', 'premium', 'enterprise'] },
          { feature: 'Mobile time clock', plans: ['starter', 'premium', 'enterprise'] },
          { feature: 'Shift swaps', plans: ['starter', 'premium', 'enterprise'] },
          { feature: 'Locations', values: { starter: '1', premium: 'Unlimited', enterprise: 'Unlimited' } },
          { feature: 'Timesheets and payroll export', plans: ['premium', 'enterprise'] },
          { feature: '{Leave} management', plans: ['premium', 'enterprise'] },
          { feature: '{Labour} cost reporting', plans: ['premium', 'enterprise'] },
          {
            feature: p({
              us: 'Overtime and break rules',
              gb: 'Working time and holiday pay rules',
              au: 'Award interpretation',
            }),
            values: {
              starter: 'Warnings only',
              premium: 'Applied to timesheets',
              enterprise: 'Custom rules',
            },
          },
          { feature: 'Single sign-on', plans: ['enterprise'] },
          { feature: 'Custom reporting', plans: ['enterprise'] },
          { feature: 'Dedicated success manager', plans: ['enterprise'] },
          {
            feature: 'Support',
            values: {
              starter: 'Help centre and email',
              premium: 'Chat and email',
              enterprise: 'Named team and phone',
            },
          },
        ]),
        addOnList({
          headline: 'Add-ons for every plan',
          intro: 'Switch an add-on on for the whole account and pay for it per active user, like your plan.',
          descriptions: {
            hr: 'Digital contracts, document collection and new-starter checklists, so people arrive with their paperwork done.',
            analytics: p({
              us: 'Overtime trends, schedule stability and labor cost against sales by hour, across every location.',
              gb: 'Overtime trends, rota stability and labour cost against sales by hour, across every site.',
              au: 'Penalty rate spend, roster stability and labour cost against sales by hour, across every site.',
            }),
            sms: 'Shift reminders and open-shift offers by text, for staff who rarely open the app.',
          },
        }),
        pricingCalculator({
          headline: 'Estimate your monthly cost',
          intro: 'Enter the number of people you schedule, choose a plan and any add-ons.',
          default_staff: 25,
          default_plan: 'premium',
          note: `An estimate for active users, excluding ${TAX[r]}. Not-for-profit discounts are available.`,
          cta_text: 'Start your free trial',
          cta_link: '~/get-started',
        }),
        faq('Questions about plans', [
          [
            'Who counts as an active user?',
            'Anyone with at least one shift or timesheet in the billing month. People who have left, or who had no shifts that month, cost nothing.',
          ],
          [
            'Can I change plans later?',
            'Yes, at any time. Moving up takes effect straight away; moving down takes effect at the end of the billing month, and nothing is deleted.',
          ],
          [
            'Can I add an add-on to any plan?',
            'Yes, including Starter. Add-ons are charged per active user on top of your plan, and you can switch them off at the end of any month.',
          ],
        ]),
        ctaBanner(
          'Not sure which plan fits?',
          'Tell us how many people and sites you have and we will recommend a plan, with no follow-up calls unless you ask.',
          'Book a consultation',
          '~/book-a-consultation',
        ),
      ],
    }),
  };
}

const FEATURED_INTEGRATIONS: Record<Region, string[]> = {
  us: ['gusto', 'adp', 'quickbooks', 'square', 'bamboohr', 'slack'],
  gb: ['xero', 'sage', 'quickbooks', 'square', 'lightspeed', 'slack'],
  au: ['xero', 'myob', 'quickbooks', 'square', 'lightspeed', 'slack'],
};

function integrations(r: Region): PageDef {
  return {
    path: 'integrations',
    name: 'Integrations',
    content: page({
      seo_title: 'Integrations',
      seo_description:
        'Connect Shiftlane to payroll, point of sale, HR, accounting and messaging tools, so hours, sales and people data flow without re-keying.',
      body: [
        hero({
          headline: 'Connect Shiftlane to the tools you already use',
          subheadline:
            'Send approved timesheets to payroll, forecast shifts from sales, keep employee records in step and reach staff where they already are.',
          cta_text: 'Start your free trial',
          cta_link: '~/get-started',
          image: image('integrations-hub'),
        }),
        integrationLogos({
          headline: pick(r, {
            us: 'Popular with US teams',
            gb: 'Popular with UK teams',
            au: 'Popular with Australian teams',
          }),
          integrations: FEATURED_INTEGRATIONS[r],
        }),
        integrationsDirectory({
          headline: 'Browse every integration',
          intro:
            'Search by name or filter by category. Every integration is included in Premium and Enterprise.',
          request_text: 'Cannot find the tool you use?',
          request_link_text: 'Tell us what you need',
          request_link: '~/contact-sales',
          theme: 'purple-light',
        }),
        richText(`## Build your own

Everything in Shiftlane is available through a documented REST API and webhooks: shifts, timesheets, {leave}, locations and people. Export files can be mapped to your pay codes for any payroll system we do not connect to yet.`),
        ctaBanner(
          'See your data flow end to end',
          'Connect a payroll or point-of-sale system during your free trial and run a real pay period through it.',
          'Get started',
          '~/get-started',
        ),
      ],
    }),
  };
}

function complianceRules(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'compliance-rules',
    name: 'Compliance rules',
    content: page({
      seo_title: p({
        us: 'State scheduling rules | Shiftlane',
        gb: 'Working time rules in England, Scotland, Wales and Northern Ireland | Shiftlane',
        au: 'State and territory workplace rules | Shiftlane',
      }),
      seo_description: p({
        us: 'The state and city rules Shiftlane checks as you schedule: daily overtime, meal breaks, predictive scheduling and rest between shifts.',
        gb: 'The working time, holiday and rest-break rules Shiftlane checks as you build rotas in each of the four nations.',
        au: 'The award, public holiday and leave rules Shiftlane applies as you roster in each state and territory.',
      }),
      body: [
        hero({
          headline: p({
            us: 'State and city rules, checked as you schedule',
            gb: 'Working time rules, checked as you build the rota',
            au: 'Award and state rules, applied as you roster',
          }),
          subheadline: p({
            us: 'Overtime, meal breaks and fair workweek rules differ from one state and city to the next. Shiftlane knows which apply to each location and warns you before you publish.',
            gb: 'The Working Time Regulations apply across Great Britain, with their own version in Northern Ireland, and bank holidays differ by nation. Shiftlane applies the right set to each site.',
            au: 'Modern Awards set most pay rules nationally, but public holidays, long service leave and some conditions differ by state and territory. Shiftlane applies both.',
          }),
          cta_text: 'Start your free trial',
          cta_link: '~/get-started',
          image: image('compliance-warnings'),
        }),
        complianceStates({
          headline: p({
            us: 'Rules we check in each state',
            gb: 'Rules we check in each nation',
            au: 'Rules we apply in each state and territory',
          }),
          intro:
            'A summary of the rules most likely to catch out a shift-based business. Each one is built into {rostering} and timesheets.',
          buttons: [{ text: 'Read the compliance hub', to: '~/compliance-hub', type: 'outline' }],
        }),
        richText(
          'These summaries are general information, not legal advice. Rules change: we update Shiftlane when they do and explain each change in the [compliance hub](~/compliance-hub).',
        ),
        ctaBanner(
          'Operating across several locations?',
          'A product specialist can show you how Shiftlane handles the rules for each of your sites.',
          'Book a consultation',
          '~/book-a-consultation',
        ),
      ],
    }),
  };
}

/** Industry copy for the start-free page, each linking to a customer story of the region. */
function industryCopy(r: Region) {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  const story = (slug: string) => `~/customers/${customer(r, slug).slug}`;
  return [
    {
      industry: 'hospitality',
      headline: 'Cafés, restaurants and hotels',
      text: 'Build the week around covers and bookings, see wages against sales as you go and let staff swap shifts without a group chat.',
      points: [
        'Sales forecasts from your point of sale',
        'Break and rest-gap warnings',
        'Tips and service charges on timesheets',
      ],
      link_text: `Read how ${customer(r, p({ us: 'harborline-coffee-co', gb: 'bramble-and-bean', au: 'saltbush-coffee-roasters' })).company} does it`,
      to: story(p({ us: 'harborline-coffee-co', gb: 'bramble-and-bean', au: 'saltbush-coffee-roasters' })),
    },
    {
      industry: 'retail',
      headline: 'Retail {stores}',
      text: 'Staff every {store} to footfall, build two weeks at once from templates and keep trading-hour changes from turning into overtime.',
      points: [
        'Templates for every {store} format',
        'Multi-site {labour} budgets',
        'Seasonal staff in and out in minutes',
      ],
      link_text: `Read how ${customer(r, p({ us: 'mesa-outfitters', gb: 'thistle-and-thread', au: 'coastline-surf-and-swim' })).company} does it`,
      to: story(p({ us: 'mesa-outfitters', gb: 'thistle-and-thread', au: 'coastline-surf-and-swim' })),
    },
    {
      industry: 'healthcare',
      headline: 'Clinics and healthcare',
      text: 'Match clinicians to bookings, fill gaps from a float pool and keep qualifications and registrations in date.',
      points: [
        'Skills and qualification matching',
        'Open shifts offered by app',
        'Fatigue and rest-gap rules',
      ],
      link_text: `Read how ${customer(r, p({ us: 'northgate-urgent-care', gb: 'westbrook-health-clinics', au: 'tidewater-physio' })).company} does it`,
      to: story(p({ us: 'northgate-urgent-care', gb: 'westbrook-health-clinics', au: 'tidewater-physio' })),
    },
    {
      industry: 'aged-care',
      headline: p({ us: 'Senior living', gb: 'Care homes', au: 'Aged care' }),
      text: p({
        us: 'Keep every community staffed to the ratios you promise, fill call-outs from your own team first and see agency hours fall.',
        gb: 'Keep every home staffed safely, plan holiday cover a month ahead and cut agency shifts back to the exception.',
        au: 'Roster to your care minutes targets, report them straight from timesheets and apply the Aged Care Award as you go.',
      }),
      link_text: `Read how ${customer(r, p({ us: 'cedar-ridge-senior-living', gb: 'larkfield-care-homes', au: 'wattle-grove-aged-care' })).company} does it`,
      to: story(
        p({ us: 'cedar-ridge-senior-living', gb: 'larkfield-care-homes', au: 'wattle-grove-aged-care' }),
      ),
    },
    {
      industry: 'logistics',
      headline: 'Warehouses and distribution',
      text: 'Plan 24/7 shift patterns, check who can take overtime before you offer it and stop {buddy} with kiosks at the door.',
      link_text: `Read how ${customer(r, p({ us: 'tri-county-fulfillment', gb: 'northway-logistics', au: 'ironbark-logistics' })).company} does it`,
      to: story(p({ us: 'tri-county-fulfillment', gb: 'northway-logistics', au: 'ironbark-logistics' })),
    },
  ];
}

function startFree(r: Region): PageDef {
  return {
    path: 'start-free',
    name: 'Start free',
    content: page({
      seo_title: 'Start your free trial',
      seo_description:
        'Try every Shiftlane feature free for up to 31 days. Build your first {roster}, invite your team and run a real pay period.',
      body: [
        heroSignup({
          eyebrow: 'Free trial',
          headline: "Publish next week's {roster} today",
          subheadline:
            'Import your team from a spreadsheet, build the week from a template and invite everyone to the app. Most teams publish on day one.',
          benefits: [
            'Every Premium feature, free for your trial',
            'Unlimited staff and locations while you try it',
            'Help from a real person by chat and email',
            'Keep your data if you decide not to stay',
          ],
          form_heading: 'Create your free account',
          cta_text: 'Start my free trial',
          show_social_button: true,
          show_capterra_rating: true,
        }),
        trustBar({ lead_in: 'Join' }),
        industryFilter(
          {
            headline: 'See how teams like yours get started',
            intro: 'Choose your industry for the features those teams set up first.',
            label: 'Your industry',
            fallback_text:
              'Shift-based teams of every kind use Shiftlane to build {rosters}, track time and send payroll-ready timesheets. Tell us how yours works and we will show you the set-up that fits.',
            fallback_link_text: 'Book a consultation',
            fallback_link: '~/book-a-consultation',
          },
          industryCopy(r),
        ),
        reviewBadges({
          headline: 'Rated by managers and their teams',
          intro: 'Scores from an independent software review site and the app stores.',
        }),
        signupForm({
          heading: 'Ready when you are',
          subheading: 'Set up in minutes. Invite your team when you are happy with the {roster}.',
          cta_text: 'Start my free trial',
          form_id: '1540',
          show_social_button: true,
          show_capterra_rating: false,
          theme: 'purple',
        }),
      ],
    }),
  };
}

/** The consultation content of every country; the block shows the visitor's. */
function consultationCountries(): Record<'us' | 'au' | 'gb', ConsultationCountrySpec> {
  const quote = (r: Region, slug: string, avatar: number) => {
    const story = customer(r, slug);
    return {
      quote: story.quote,
      author: story.quote_author,
      author_title: story.quote_author_title,
      company: story.company,
      avatar,
    };
  };
  return {
    us: {
      headline: 'See Shiftlane with your own schedule',
      subline: [
        'A 30-minute video call with a scheduling specialist',
        'Your locations, overtime and break rules set up live',
        'An honest answer on which plan fits, and what it costs',
      ],
      image: image('notice-period'),
      quote: quote('us', 'harborline-coffee-co', 1),
      formId: '1181',
    },
    gb: {
      headline: 'See Shiftlane with your own rota',
      subline: [
        'A 30-minute video call with a UK product specialist',
        'Working time and holiday pay rules set up for your sites',
        'A clear recommendation on plan and price, with no hard sell',
      ],
      image: image('leave-balances'),
      quote: quote('gb', 'larkfield-care-homes', 2),
      formId: '2458',
    },
    au: {
      headline: 'See Shiftlane with your own roster',
      subline: [
        'A 30-minute video call with an Australian product specialist',
        'Your Modern Award and penalty rates applied to a real roster',
        'A clear recommendation on plan and price, with no hard sell',
      ],
      image: image('pay-rules'),
      quote: quote('au', 'saltbush-coffee-roasters', 3),
      formId: '2458',
    },
  };
}

function bookConsultation(r: Region): PageDef {
  return {
    path: 'book-a-consultation',
    name: 'Book a consultation',
    content: page({
      seo_title: 'Book a consultation',
      seo_description:
        'Book a 30-minute call with a Shiftlane product specialist: see your own {roster}, pay rules and integrations set up live.',
      body: [
        consultation(consultationCountries(), {
          form_headline: 'Book your consultation',
          form_intro:
            'Tell us about your team and the way you work today, and we will find a time that suits you.',
          fallback_text: 'Contact our sales team',
        }),
        marketingForm({
          headline: 'Not ready to talk yet?',
          intro: pick(r, {
            us: 'Get our guide to predictive scheduling laws: what each city requires and how to build schedules that meet them.',
            gb: 'Get our guide to holiday pay for irregular-hours workers: the 12.07% accrual, rolled-up pay and the records to keep.',
            au: 'Get our guide to award interpretation: penalty rates, minimum engagements and the timesheet records Fair Work expects.',
          }),
          form_id: '2215',
          form_headline: 'Download the guide',
          form_intro:
            'Free, in your inbox in a minute. We will not add you to a mailing list without asking.',
          thank_you: 'Thank you. The guide is on its way to your inbox.',
          error: 'Sorry, the download form could not load. Ask our team and we will email you a copy.',
          fallback_text: 'Ask our team for a copy',
          fallback_link: '~/contact-sales',
          theme: 'azure',
        }),
        faq('About the consultation', [
          [
            'Is the consultation really free?',
            'Yes. It is a conversation about how your business works and whether Shiftlane fits, not a sales pitch with a contract at the end.',
          ],
          [
            'What should I bring?',
            'A recent {roster} and a rough idea of how you run payroll today. If you have a spreadsheet or a screenshot, even better: we will use it in the demo.',
          ],
          [
            'Can I just try it myself?',
            'Of course. Start a free trial and you can book a call later from inside the app.',
          ],
        ]),
      ],
    }),
  };
}

/**
 * The self-serve page the consultation and download forms send small teams to (requirements §9 redirect
 * rule: AMER to /in-action, APAC to /au/in-action, EMEA to /gb/in-action).
 */
function inAction(r: Region): PageDef {
  return {
    path: 'in-action',
    name: 'Shiftlane in action',
    content: page({
      seo_title: 'See Shiftlane in action',
      seo_description:
        'Build a {roster}, clock in and approve timesheets in a free Shiftlane account: most small teams are set up the same day.',
      body: [
        hero({
          headline: 'See Shiftlane in action',
          subheadline: pick(r, {
            us: 'Thanks for telling us about your team. Teams your size get going fastest on their own: build a schedule, invite your staff and run a pay period free for up to 31 days.',
            gb: 'Thanks for telling us about your team. Teams your size get going fastest on their own: build a rota, invite your staff and run a pay period free for up to 31 days.',
            au: 'Thanks for telling us about your team. Teams your size get going fastest on their own: build a roster, invite your staff and run a pay period free for up to 31 days.',
          }),
          cta_text: 'Start my free trial',
          cta_link: '~/start-free',
          image: image('shift-swap-phone'),
        }),
        featureGrid('Your first day with Shiftlane', [
          ['Import your team', 'Paste names and emails from a spreadsheet, or add people one by one.'],
          ['Build the week', 'Start from a template or last week, and see costs as you go.'],
          ['Publish and clock in', 'Everyone gets the {roster} on their phone and clocks in from the app.'],
        ]),
        ctaBanner(
          'Prefer a walkthrough?',
          'Our product tour shows every screen in five minutes, with no sign-up.',
          'Take the product tour',
          '~/product-tour',
        ),
      ],
    }),
  };
}

export const productPages: ((r: Region) => PageDef)[] = [
  plans,
  integrations,
  complianceRules,
  startFree,
  bookConsultation,
];

/** Listed after every other page, so adding it moved no existing story's id or position. */
export const selfServePages: ((r: Region) => PageDef)[] = [inAction];
