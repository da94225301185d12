// Seed pages that use the layout blocks: how it works, why Shiftlane and a product tour, in each
// region. Customer figures quoted here are the ones in the customer stories (customers-*.ts);
// site-wide social-proof figures come from the site state (stat_row `siteStat`), never from here.
import { ctaBanner, image, page, quote, richText, type PageDef } from '../lib/blocks';
import {
  alternatingMediaText,
  buttonGroup,
  card,
  cardGrid,
  checklist,
  columns,
  comparisonTable,
  divider,
  grid,
  heroCentered,
  heroVideo,
  mediaText,
  pageHeader,
  section,
  statRow,
  stepList,
  tabs,
  video,
} from '../lib/blocks-layout';
import { reviewBadges, trustBar } from '../lib/blocks-proof';
import { RETAIL_QUOTES } from './quotes';
import { pick, type Region } from '../lib/locale';
import type { Block } from '../lib/story';

// Placeholder addresses until the product videos are published on the brand channel.
const VIDEOS = {
  tour: 'https://www.youtube.com/watch?v=SLtour2min0',
  overview: 'https://www.youtube.com/watch?v=SLoverview1',
  fullTour: 'https://vimeo.com/824411930',
};

const START_TRIAL = {
  text: 'Start your free trial',
  to: '~/get-started',
  type: 'filled',
  size: 'lg',
} as const;
const BOOK_DEMO = { text: 'Book a demo', to: '~/book-a-consultation', type: 'outline', size: 'lg' } as const;

/**
 * A content modal (the `modal` block): the weekly routine as a checklist, with the two-minute tour
 * beside it, whose play button opens the video modal above this one.
 */
function weeklyChecklistModal(): Block {
  return {
    component: 'modal',
    trigger_text: 'See the weekly checklist',
    trigger_type: 'outline',
    trigger_size: 'lg',
    headline: 'The weekly {roster} checklist',
    modal_id: 'weekly-checklist',
    close_on_outside_click: true,
    body: [
      checklist({
        intro: 'What our most organised customers do each week, in the order they do it.',
        items: [
          "Check the demand forecast against last week's trading",
          'Copy last week or start from a template',
          'Fill open shifts with auto-fill, then review the suggestions',
          'Clear overtime and rest-break warnings before publishing',
          'Publish by Thursday, so everyone has notice of next week',
          'Approve swaps and {leave} requests as they come in',
          'Approve timesheets on Monday and export them to payroll',
        ],
      }),
      heroVideo({
        headline: 'Watch a manager work through it',
        subheadline: 'Two minutes, from a blank week to a published {roster}.',
        poster: image('video-poster-auto-fill'),
        videoUrl: VIDEOS.tour,
        playLabel: 'Watch the 2-minute tour',
      }),
    ],
  };
}

export function howItWorks(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'how-it-works',
    name: 'How it works',
    content: page({
      seo_title: 'How Shiftlane works | {Rostering}, time clock and timesheets',
      seo_description:
        'See how teams go from a blank week to a published {roster}, clocked hours and payroll-ready timesheets in Shiftlane, step by step.',
      body: [
        heroCentered({
          eyebrow: 'How it works',
          headline: 'From a blank week to a published {roster} in four steps',
          subheadline:
            'Set Shiftlane up once, then spend twenty minutes a week on the {roster} instead of a whole day. Here is everything that happens between your first import and your first payroll export.',
          buttons: [START_TRIAL, BOOK_DEMO],
          image: image('week-schedule-wide'),
        }),
        stepList({
          eyebrow: 'Setup',
          headline: 'Up and running in a day, not a quarter',
          intro:
            'Most teams publish their first {roster} the day they sign up. Organisations with more than 250 staff also get a named onboarding specialist.',
          steps: [
            [
              'Bring your team in',
              'Import staff from a spreadsheet or your payroll system, or invite them by text message. Everyone gets the app on their own {mobile}.',
            ],
            [
              'Set your sites and rules',
              p({
                us: 'Add locations, roles and pay rates, then switch on the overtime, meal break and predictive scheduling rules for each state and city you operate in.',
                gb: 'Add sites, roles and pay rates. Working Time Regulations checks, rest breaks and holiday accrual for irregular-hours staff are on from the start.',
                au: 'Add locations, roles and pay rates, and choose the Modern Award or enterprise agreement each team is paid under.',
              }),
            ],
            [
              'Build and publish the {roster}',
              'Start from a template, copy last week or let auto-fill suggest people. Publish, and everyone affected gets a notification straight away.',
            ],
            [
              'Track time and pay people right',
              'Staff clock in on their phones or a shared tablet. You approve timesheets against the {roster} and export them to payroll.',
            ],
          ],
        }),
        mediaText({
          eyebrow: 'Demand forecasting',
          headline: "Start with the demand, not last week's {roster}",
          text: `Shiftlane reads your sales, bookings or appointments and turns them into the number of people you need, hour by hour. You build the {roster} against that line, so a quiet Tuesday is no longer staffed like a busy Saturday.

Forecasts get sharper every week as actual trading replaces the estimate.`,
          bullets: [
            'Sales imported from your point of sale every 15 minutes',
            'Staffing targets for each role, hour by hour',
            'Adjustments for weather, events and {public_holidays}',
          ],
          buttons: [{ text: 'See all {rostering} features', to: '~/scheduling', type: 'underline' }],
          image: image('demand-forecast'),
          imagePosition: 'left',
          theme: 'azure',
        }),
        alternatingMediaText({
          eyebrow: 'During the week',
          headline: 'What happens after you publish',
          intro: 'The {roster} is where the week starts, not where the work ends.',
          rows: [
            {
              eyebrow: 'Open shifts and swaps',
              headline: 'Gaps fill themselves, with your approval',
              text: 'When someone cannot make a shift, they offer it to qualified colleagues in the app. You approve the swap with one tap, and Shiftlane checks hours, rest and overtime before it goes through.',
              bullets: [
                'Only people with the right role and training are offered the shift',
                'Swaps that would trigger overtime need a manager',
              ],
              image: image('shift-swap-phone'),
            },
            {
              eyebrow: 'Time clock',
              headline: 'Clock-ins that match the {roster}',
              text: `Staff clock in on their phone inside a geofence, or on a shared tablet that takes a photo. Late starts, missed breaks and early finishes are flagged against the shift they belong to, so nothing waits until payday to be noticed.`,
              image: image('time-clock-kiosk'),
            },
            {
              eyebrow: 'Timesheets',
              headline: 'Payroll-ready by Monday morning',
              text: p({
                us: 'Approved hours arrive with overtime, shift differentials and meal break premiums already calculated, and go to your payroll provider in one step.',
                gb: 'Approved hours arrive with overtime, holiday accrual and any enhancements already calculated, ready for your payroll software well before the RTI submission.',
                au: 'Approved hours arrive award-interpreted, with penalty rates, casual loading, overtime and allowances applied, ready for payroll and Single Touch Payroll.',
              }),
              buttons: [
                { text: 'See payroll integrations', to: '~/features', type: 'text', icon: 'arrow-right' },
              ],
              image: p({
                us: image('timesheet-approval'),
                gb: image('leave-balances'),
                au: image('pay-rules'),
              }),
            },
          ],
        }),
        tabs({
          headline: 'One app, three ways of seeing the week',
          intro: 'Managers, staff and payroll each get the view they need, and nothing they do not.',
          theme: 'purple-light',
          tabs: [
            {
              label: 'Managers',
              body: [
                mediaText({
                  headline: 'Every site and every gap on one screen',
                  text: 'See who is working, who is late and which shifts are still open across all your locations. Approve swaps, {leave} and timesheets from the same place, on a laptop or on your phone between jobs.',
                  bullets: [
                    'Live {labour} cost against forecast',
                    'Alerts for missed clock-ins and breaks',
                    '{Leave} requests checked against cover',
                  ],
                  image: image('home-dashboard'),
                }),
              ],
            },
            {
              label: 'Staff',
              body: [
                mediaText({
                  headline: 'Shifts, swaps and {leave} in their pocket',
                  text: 'Staff see their shifts the moment they are published, set their availability, swap with colleagues and request {leave} without a phone call. Work messages stay in the app, out of personal group chats.',
                  bullets: [
                    'Reminders before every shift',
                    'Earnings estimate for the {fortnight}',
                    'Clock in and out from the same app',
                  ],
                  image: image('staff-app-phone'),
                }),
              ],
            },
            {
              label: 'Payroll and finance',
              body: [
                checklist({
                  headline: 'Hours you can pay without re-checking',
                  columns: 2,
                  items: p({
                    us: [
                      'Weekly and daily overtime calculated per state',
                      'Meal break premiums flagged with the attestation',
                      'Shift differentials and tip credits applied',
                      'One-click export to Gusto, ADP and QuickBooks',
                      'Audit trail of every edit to every timesheet',
                      '{Labour} cost by location, role and day',
                    ],
                    gb: [
                      'Overtime and enhancements calculated automatically',
                      'Holiday accrual at 12.07% for irregular-hours staff',
                      'Tronc and tips allocated from recorded hours',
                      'Export to Xero, Sage and QuickBooks',
                      'Audit trail of every edit to every timesheet',
                      '{Labour} cost by site, role and day',
                    ],
                    au: [
                      'Modern Award interpretation on every timesheet',
                      'Penalty rates, casual loading and allowances applied',
                      'Pay categories mapped for Single Touch Payroll',
                      'Export to Xero, MYOB and QuickBooks',
                      'Seven years of timesheet records kept',
                      '{Labour} cost by location, role and day',
                    ],
                  }),
                }),
                buttonGroup([{ text: 'See every integration', to: '~/features', type: 'outline' }]),
              ],
            },
          ],
        }),
        video({
          title: "Watch a manager build next week's {roster}",
          intro: 'Two minutes, start to finish, with a real team of 24.',
          poster: image('video-poster-auto-fill'),
          videoUrl: VIDEOS.tour,
          caption: 'Recorded in Shiftlane with a 24-person {store} team. Nothing sped up.',
          theme: 'enterprise',
        }),
        checklist({
          headline: 'Included on every plan',
          intro: 'No feature tiers for the basics. Every plan comes with these from day one.',
          columns: 2,
          theme: 'yellow',
          items: [
            'Unlimited {rosters} and templates',
            'iOS and Android apps for staff and managers',
            'Shift swaps, open shifts and availability',
            '{Leave} requests and balances',
            'Time clock with geofencing and photo capture',
            'Timesheet approval and payroll export',
            'Team announcements and shift chat',
            'Help by chat and email, seven days a week',
          ],
        }),
        weeklyChecklistModal(),
        // '#signup' opens the signup modal; without JavaScript the link still leads to the page.
        ctaBanner(
          'See your own week in Shiftlane',
          'Free for up to 31 days. No credit card, no setup fee, and your data stays yours if you leave.',
          'Start your free trial',
          '~/get-started#signup',
        ),
      ],
    }),
  };
}

export function whyShiftlane(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'why-shiftlane',
    name: 'Why Shiftlane',
    content: page({
      seo_title: 'Why Shiftlane | Compared with spreadsheets and other {rostering} tools',
      seo_description:
        'How Shiftlane compares with spreadsheets and other {rostering} apps, and what customers changed in their first six months: less overtime, fewer agency shifts and faster payroll.',
      body: [
        heroVideo({
          eyebrow: 'Why Shiftlane',
          headline: '{Rostering} software your managers will actually open',
          subheadline:
            'Spreadsheets cannot warn you about overtime, and most tools stop at the {roster}. Shiftlane runs from the forecast to the {payslip}, with the rules for where you work built in.',
          buttons: [START_TRIAL, { text: 'Compare plans', to: '~/pricing', type: 'outline', size: 'lg' }],
          poster: image('video-poster-wage-cost'),
          videoUrl: VIDEOS.overview,
          playLabel: 'Watch the 2-minute overview',
        }),
        trustBar(),
        statRow({
          eyebrow: 'Customer results',
          headline: 'What changes in the first six months',
          intro: 'Figures our customers reported after moving their {rostering} and timesheets to Shiftlane.',
          stats: p({
            us: [
              { value: '85%', label: 'less time building schedules', source: 'Mesa Outfitters, 27 stores' },
              { value: '38%', label: 'fewer agency shifts', source: 'Cedar Ridge Senior Living' },
              { value: '74%', label: 'fewer meal break premiums', source: 'Bayview Suites Hotel' },
              { value: '6 hours', label: 'saved per manager each week', source: 'Harborline Coffee Co.' },
            ],
            gb: [
              { value: '70%', label: 'less time on rota planning', source: 'Thistle & Thread' },
              { value: '33%', label: 'lower agency spend', source: 'Larkfield Care Homes' },
              { value: '50%', label: 'less time spent on payroll', source: 'Quayside Hotels' },
              { value: '27%', label: 'less overtime', source: 'Northway Logistics' },
            ],
            au: [
              { value: '60%', label: 'less time on payroll', source: 'Coastline Surf & Swim' },
              { value: '29%', label: 'fewer agency RN shifts', source: 'Wattle Grove Aged Care' },
              { value: '34%', label: 'less overtime', source: 'Ironbark Logistics' },
              { value: '4 hours', label: 'saved on payroll every Monday', source: 'Red Gum Hotel Group' },
            ],
          }),
        }),
        comparisonTable({
          headline: 'Shiftlane, spreadsheets and other {rostering} apps',
          intro:
            'What you get out of the box, compared with a shared spreadsheet and the typical scheduling app.',
          caption:
            'Other apps: the standard plans of the tools our customers most often switch from, as of January 2026.',
          columns: [{ label: 'Shiftlane', highlight: true }, 'Spreadsheets', 'Other {rostering} apps'],
          rows: [
            ['Build a week from a template', 'yes', 'Copy and paste', 'yes'],
            ['Auto-fill from availability', 'yes', 'no', 'Some'],
            [
              p({
                us: 'Overtime and predictive scheduling checks',
                gb: 'Working Time Regulations checks',
                au: 'Modern Award interpretation',
              }),
              'yes',
              'no',
              p({ us: 'Overtime only', gb: 'Rest breaks only', au: 'Paid add-on' }),
            ],
            ['Time clock with geofence and photo', 'yes', 'no', 'Paid add-on'],
            ['Live {labour} cost against forecast', 'yes', 'Manual formulas', 'Weekly report'],
            ['Payroll export with pay rules applied', 'yes', 'no', 'Hours only'],
            ['Staff app for swaps and {leave}', 'yes', 'no', 'yes'],
            ['Typical setup time', 'One day', 'None', '2 to 6 weeks'],
          ],
        }),
        cardGrid({
          eyebrow: 'Industries',
          headline: 'Made for businesses that run on shifts',
          intro: 'The same app, set up for the way your industry actually works.',
          columns: 3,
          cards: p({
            us: [
              {
                eyebrow: 'Hospitality',
                title: 'Harborline Coffee Co. posts schedules 14 days out',
                text: "Oregon's predictive scheduling law, handled in the editor. Predictability pay fell 83% in a quarter.",
                to: '~/customers/harborline-coffee-co',
                linkText: 'Read the story',
                image: image('industry-restaurant'),
              },
              {
                eyebrow: 'Healthcare',
                title: 'Cedar Ridge fills open shifts with its own nurses',
                text: '92% of open shifts filled within 24 hours, and 38% fewer agency shifts.',
                to: '~/customers/cedar-ridge-senior-living',
                linkText: 'Read the story',
                image: image('staff-app-phone'),
              },
              {
                eyebrow: 'Warehousing and logistics',
                title: 'Tri-County Fulfillment ends buddy punching',
                text: 'Photo clock-ins on shared kiosks removed 9,000 paid hours not worked in a year.',
                to: '~/customers/tri-county-fulfillment',
                linkText: 'Read the story',
                image: image('time-clock-kiosk'),
              },
            ],
            gb: [
              {
                eyebrow: 'Hospitality',
                title: 'Bramble & Bean allocates tips from recorded hours',
                text: 'Every tip traceable to a timesheet, and three hours a week back for every manager.',
                to: '~/customers/bramble-and-bean',
                linkText: 'Read the story',
                image: image('industry-restaurant'),
              },
              {
                eyebrow: 'Care homes',
                title: 'Larkfield Care Homes cuts agency spend by a third',
                text: '95% of shifts now filled by their own staff, with holiday cover visible a month ahead.',
                to: '~/customers/larkfield-care-homes',
                linkText: 'Read the story',
                image: image('industry-care-home'),
              },
              {
                eyebrow: 'Warehousing and logistics',
                title: 'Northway Logistics offers overtime only to people who can work it',
                text: '27% less overtime and £240k saved in the first year.',
                to: '~/customers/northway-logistics',
                linkText: 'Read the story',
                image: image('industry-warehouse'),
              },
            ],
            au: [
              {
                eyebrow: 'Hospitality',
                title: 'Saltbush Coffee Roasters rosters around penalty rates',
                text: 'Weekend labour cost down 11%, with no minimum engagement breaches since launch.',
                to: '~/customers/saltbush-coffee-roasters',
                linkText: 'Read the story',
                image: image('industry-restaurant'),
              },
              {
                eyebrow: 'Aged care',
                title: 'Wattle Grove meets its care minutes targets',
                text: 'All four homes on target, and quarterly reporting done in an afternoon.',
                to: '~/customers/wattle-grove-aged-care',
                linkText: 'Read the story',
                image: image('industry-care-home'),
              },
              {
                eyebrow: 'Warehousing and logistics',
                title: 'Ironbark Logistics gives every crew half its weekends off',
                text: '34% less overtime and 15% less unplanned absence.',
                to: '~/customers/ironbark-logistics',
                linkText: 'Read the story',
                image: image('industry-warehouse'),
              },
            ],
          }),
        }),
        columns({
          headline: 'Switching takes days, not months',
          columns: [
            [
              richText(`We move your staff, sites, pay rates and recurring shifts across for you, and run your first {roster} alongside your old one so nobody is caught out.

Most teams stop using their old system within two weeks.`),
              checklist({
                items: [
                  'Free data import from spreadsheets and other tools',
                  'Pay rules set up and checked with you',
                  'Training for managers, in person or online',
                ],
              }),
            ],
            [
              quote(
                p({
                  ...RETAIL_QUOTES,
                  au: {
                    quote:
                      'Award interpretation used to take two people all of Monday morning. Now timesheets arrive with penalty rates already applied and we approve them before lunch.',
                    author: 'Kirsty Lawler',
                    author_title: 'Finance Manager',
                    company: 'Red Gum Hotel Group',
                  },
                }),
              ),
            ],
          ],
        }),
        section({
          eyebrow: 'Security',
          headline: 'Your data, looked after properly',
          intro: p({
            us: 'Stored in US data centers, encrypted in transit and at rest, and audited every year.',
            gb: 'Stored in UK data centres, encrypted in transit and at rest, and audited every year.',
            au: 'Stored in Australian data centres, encrypted in transit and at rest, and audited every year.',
          }),
          theme: 'enterprise',
          body: [
            checklist({
              columns: 2,
              items: [
                'SOC 2 Type II audited annually',
                'Single sign-on on every paid plan',
                'Role-based permissions for every manager',
                p({
                  us: 'Time records kept for as long as the FLSA requires',
                  gb: 'Processor terms under UK GDPR',
                  au: 'Handled under the Australian Privacy Principles',
                }),
              ],
            }),
            buttonGroup([{ text: 'Talk to our security team', to: '~/contact-sales', type: 'outline' }]),
          ],
        }),
        reviewBadges({
          headline: 'Do not just take our word for it',
          intro:
            'Scores from an independent software review site and the app stores, where managers and staff leave their reviews.',
        }),
        ctaBanner(
          'Try it on next week',
          'Build one real {roster} in Shiftlane and compare. Free for up to 31 days, no credit card required.',
          'Start your free trial',
          '~/get-started',
        ),
      ],
    }),
  };
}

export function productTour(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  const tourCard = (title: string, text: string, to: string, eyebrow: string) =>
    card({ eyebrow, title, text, to, linkText: 'Take a look' });
  return {
    path: 'product-tour',
    name: 'Product tour',
    content: page({
      seo_title: 'Product tour | Shiftlane {rostering}, time clock and timesheets',
      seo_description:
        'A screen-by-screen tour of Shiftlane: the {roster} editor, the time clock, timesheets and the staff app, with a four-minute video.',
      body: [
        pageHeader({
          eyebrow: 'Product tour',
          headline: 'A tour of Shiftlane, one screen at a time',
          intro:
            'Everything a manager, a team member and a payroll officer touches in a normal week, in about ten minutes of reading. Start anywhere.',
        }),
        grid({
          headline: 'Where would you like to start?',
          columns: 3,
          body: [
            tourCard(
              'The {roster} editor',
              'Templates, auto-fill and the rule checks that run before you publish.',
              '~/scheduling',
              'Plan',
            ),
            tourCard(
              'The time clock',
              'Geofenced clock-ins on phones, kiosks with photo capture, and break tracking.',
              '~/time-clock',
              'Track',
            ),
            tourCard(
              'Timesheets and payroll',
              'Approvals, pay rules and exports to the payroll software you already use.',
              '~/features',
              'Pay',
            ),
            tourCard(
              'Compliance',
              p({
                us: 'Plain-English guides to overtime, breaks and predictive scheduling, state by state.',
                gb: 'Plain-English guides to working time, rest breaks and holiday pay.',
                au: 'Plain-English guides to Modern Awards, penalty rates and record keeping.',
              }),
              '~/compliance-hub',
              'Comply',
            ),
            tourCard(
              'Customer stories',
              'How cafés, care homes, shops and warehouses use Shiftlane every week.',
              '~/customers',
              'Learn',
            ),
            tourCard(
              'Plans and pricing',
              'Simple per-user pricing, with every core feature on every plan.',
              '~/pricing',
              'Choose',
            ),
          ],
        }),
        video({
          title: 'The whole tour in four minutes',
          intro:
            'Prefer to watch? A product specialist walks through a full week, from forecast to payroll export.',
          poster: image('video-poster-dashboard'),
          videoUrl: VIDEOS.fullTour,
          caption: 'Narrated walkthrough, 4 minutes 12 seconds. Captions available in the player.',
        }),
        mediaText({
          eyebrow: '1. Plan',
          headline: 'The {roster} editor',
          text: `A week of shifts by person or by role, with the day's {labour} cost along the bottom. Drag a shift to move it, copy a day to repeat it, or press auto-fill and review what Shiftlane suggests.

Before you publish, every shift is checked against availability, {leave}, qualifications and ${p({
            us: 'overtime and predictive scheduling rules',
            gb: 'the Working Time Regulations',
            au: 'your award or agreement',
          })}.`,
          bullets: [
            'Templates for each site',
            'Open shifts anyone qualified can claim',
            'Warnings, not surprises, on payday',
          ],
          image: image('auto-fill-suggestions'),
        }),
        divider({ size: 'sm', withLine: true }),
        mediaText({
          eyebrow: '2. Track',
          headline: 'The time clock',
          text: 'Staff clock in from the app when they are on site, or on a shared tablet at the door that takes a photo with each punch. Breaks are started and ended the same way, and every punch lands on the shift it belongs to.',
          bullets: [
            'Geofences you draw around each site',
            'Photo capture to stop {buddy}',
            'Works offline and syncs later',
          ],
          image: image('time-clock-kiosk'),
          imagePosition: 'left',
        }),
        divider({ size: 'sm', withLine: true }),
        mediaText({
          eyebrow: '3. Pay',
          headline: 'Timesheets',
          text: p({
            us: 'Hours arrive matched to the schedule, with overtime, differentials and premiums calculated. Approve by exception: Shiftlane highlights the handful of timesheets that need a look, and exports the rest.',
            gb: 'Hours arrive matched to the rota, with overtime, enhancements and holiday accrual calculated. Approve by exception: Shiftlane highlights the handful of timesheets that need a look, and exports the rest.',
            au: 'Hours arrive matched to the roster and interpreted against your award: penalty rates, loadings and allowances included. Approve by exception: Shiftlane highlights the handful of timesheets that need a look, and exports the rest.',
          }),
          image: image('timesheet-approval'),
        }),
        statRow({
          headline: 'Used by shift teams around the world',
          theme: 'purple',
          stats: [
            { siteStat: 'workplaces', label: 'workplaces have used Shiftlane' },
            { siteStat: 'users', label: 'people on the app' },
            { siteStat: 'countries', label: 'countries' },
            { siteStat: 'rating', label: 'average review rating' },
          ],
        }),
        section({
          headline: 'Prefer a guided tour?',
          intro: 'Book 30 minutes with a product specialist and see Shiftlane set up for your business.',
          width: 'narrow',
          theme: 'purple-light',
          body: [
            richText(
              `We will load a week that looks like yours, with your sites, roles and ${p({
                us: 'state rules',
                gb: 'working patterns',
                au: 'award',
              })}, and answer the questions that matter to you: payroll, {leave}, compliance or getting managers on board.`,
            ),
            buttonGroup([
              { text: 'Book a demo', to: '~/book-a-consultation', type: 'filled' },
              { text: 'Read customer stories', to: '~/customers', type: 'underline' },
            ]),
          ],
        }),
        buttonGroup(
          [
            { ...START_TRIAL },
            { text: 'See pricing', to: '~/pricing', type: 'text', size: 'lg', icon: 'arrow-right' },
          ],
          { alignment: 'center' },
        ),
      ],
    }),
  };
}

export const layoutPages: ((r: Region) => PageDef)[] = [howItWorks, whyShiftlane, productTour];
