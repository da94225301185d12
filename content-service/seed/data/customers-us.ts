// Customer stories (invented businesses) for the United States.
import type { CustomerDef } from './types';

export const usCustomers: CustomerDef[] = [
  {
    slug: 'harborline-coffee-co',
    company: 'Harborline Coffee Co.',
    headline: 'How Harborline Coffee posts schedules 14 days out at every café',
    industry: 'Hospitality',
    image: 'notice-period',
    location: 'Portland, Oregon',
    employees: '220',
    summary:
      "Oregon's predictive scheduling law turned late changes into a payroll line. Harborline now publishes two weeks ahead and has almost stopped paying predictability pay.",
    body: `## The challenge

Harborline runs 14 cafés across Portland and its suburbs. Under Oregon's predictive scheduling law, schedules must be posted 14 days ahead, and most changes after that cost predictability pay. Managers built schedules in spreadsheets on Sunday nights, and a single sick call could trigger a chain of paid changes.

## What they changed

Harborline moved every café onto Shiftlane in three weeks. Managers now build from templates two and a half weeks out, cover gaps with open shifts that baristas volunteer for, and see predictability pay on the schedule before they make a change. Baristas claim extra shifts from their phones, which Oregon treats as employee-requested changes.

## The results

Predictability pay fell by 83% in the first quarter. Overtime dropped as managers could see weekly hours while scheduling, and area managers now review labor cost by café every Monday instead of once a month.`,
    quote:
      'We post schedules 14 days out at every café now. The predictability pay line on our payroll report has dropped to almost nothing, and my managers got their Sunday evenings back.',
    quote_author: 'Dana Whitcomb',
    quote_author_title: 'Director of Operations',
    results: [
      ['83%', 'less predictability pay'],
      ['11%', 'less overtime'],
      ['6 hours', 'saved per manager each week'],
    ],
  },
  {
    slug: 'cedar-ridge-senior-living',
    company: 'Cedar Ridge Senior Living',
    headline: 'Cedar Ridge cuts agency shifts by 38% with open shifts for its own nurses',
    industry: 'Healthcare',
    image: 'staff-app-phone',
    location: 'Columbus, Ohio',
    employees: '410',
    summary:
      'Three senior living communities replaced phone trees and agency calls with open shifts their own nurses and aides can claim from their phones.',
    body: `## The challenge

Cedar Ridge operates three assisted living and memory care communities. Every unfilled shift meant a scheduler working down a phone list before calling an agency, often late at night. Agency nurses cost more than twice the hourly rate of staff and did not know the residents.

## What they changed

Schedulers now post gaps as open shifts to every qualified nurse and aide across all three communities, with PRN staff and part-timers below their hours offered shifts first. Hard-to-fill night shifts carry a visible differential. Credentials are stored against each employee, so nobody can claim a shift they are not licensed for.

## The results

Within six months, 92% of open shifts were filled within 24 hours by Cedar Ridge's own staff, and agency shifts fell by 38%. Residents see more familiar faces, and the scheduling team no longer spends evenings on the phone.`,
    quote:
      'We filled 92% of open shifts within a day last quarter, without calling a single agency. Our nurses pick up shifts from their phones now.',
    quote_author: 'Renee Albright',
    quote_author_title: 'Director of Nursing',
    results: [
      ['38%', 'fewer agency shifts'],
      ['92%', 'of open shifts filled within 24 hours'],
      ['$410k', 'saved on agency costs a year'],
    ],
  },
  {
    slug: 'mesa-outfitters',
    company: 'Mesa Outfitters',
    headline: 'Mesa Outfitters builds schedules for 27 stores in under an hour each',
    industry: 'Retail',
    image: 'industry-retail',
    location: 'Phoenix, Arizona',
    employees: '600',
    summary:
      'An outdoor retailer with stores in three states replaced spreadsheets with forecast-driven schedules and cut labor cost as a share of sales.',
    body: `## The challenge

Mesa Outfitters runs 27 outdoor and camping stores in Arizona, New Mexico and Nevada. Store managers spent most of Thursday building schedules by copying last week's, and staffing bore little relation to the sharp seasonal swings of the business. Summer hiring of 16- and 17-year-olds added state-specific hour rules.

## What they changed

Mesa connected its point-of-sale data to Shiftlane, set productivity standards for cashiers and floor staff, and now builds schedules from hourly forecasts and templates. Auto-fill assigns shifts by availability and cost, and rules for minors block shifts that break state limits.

## The results

Schedule building fell from most of a day to under an hour per store. Labor cost as a share of sales dropped by nine percent over the first year, and the company has had no minor hour violations since launch.`,
    quote:
      'Building the schedule for 27 stores used to take our managers most of Thursday. It now takes under an hour, and the overtime alerts catch the mistakes we used to pay for.',
    quote_author: 'Luis Carrillo',
    quote_author_title: 'VP of Store Operations',
    results: [
      ['85%', 'less time building schedules'],
      ['9%', 'lower labor cost as a share of sales'],
      ['0', 'minor hour violations since launch'],
    ],
  },
  {
    slug: 'bayview-suites-hotel',
    company: 'Bayview Suites Hotel',
    headline: 'Bayview Suites cuts California meal break premiums by 74%',
    industry: 'Hospitality',
    image: 'break-planner',
    location: 'San Diego, California',
    employees: '180',
    summary:
      'A 240-room hotel put meal and rest breaks on the schedule, added attestation at clock-out and stopped paying premiums it could have avoided.',
    body: `## The challenge

Bayview Suites was paying meal break premiums on around one in six shifts. Breaks were left to department heads to arrange on the day, housekeeping and banquet teams often worked through them during busy periods, and records were too thin to defend.

## What they changed

Every shift at Bayview now has its meal and rest breaks scheduled as timed blocks, staggered so that each department keeps cover. Employees confirm at clock-out whether they took their breaks, and Shiftlane calculates any premium due automatically and sends it to payroll.

## The results

Meal break premiums fell by 74% in the first six months. Payroll processing takes three and a half hours less each week, and the hotel has a complete attestation record for every shift.`,
    quote:
      'We were paying premiums because breaks were an afterthought. Now they are on the schedule, and when one slips we know about it the same day.',
    quote_author: 'Marisol Vega',
    quote_author_title: 'Director of Human Resources',
    results: [
      ['74%', 'fewer meal break premiums'],
      ['3.5 hours', 'saved on payroll each week'],
      ['100%', 'of shifts with a break attestation'],
    ],
  },
  {
    slug: 'northgate-urgent-care',
    company: 'Northgate Urgent Care',
    headline: "Northgate Urgent Care staffs nine clinics to Chicago's Fair Workweek rules",
    industry: 'Healthcare',
    image: 'compliance-warnings',
    location: 'Chicago, Illinois',
    employees: '260',
    summary:
      'A growing urgent care group brought providers, nurses and front desk staff onto one schedule that respects fair workweek notice and cuts overtime.',
    body: `## The challenge

Northgate runs nine urgent care clinics across Chicago and its suburbs. Healthcare is one of the industries covered by Chicago's Fair Workweek Ordinance, so late schedule changes carried predictability pay, and patient volumes swing sharply by season and time of day.

## What they changed

Northgate forecasts patient arrivals by clinic and hour from two years of visit data and builds schedules 15 days ahead. Float staff are shared between clinics through open shifts, and Shiftlane checks rest between shifts and overtime across every location a person works at.

## The results

Overtime fell by 22% in the first year, and 96% of shifts now start staffed to plan. During the winter respiratory season, open shifts filled most gaps without a single schedule change inside the notice period.`,
    quote:
      'Our patient volume is unpredictable, but our schedule no longer is. Staff know their shifts two weeks out, and our float pool covers the surprises.',
    quote_author: 'Dr. Samuel Osei',
    quote_author_title: 'Chief Operating Officer',
    results: [
      ['22%', 'less overtime'],
      ['96%', 'of shifts staffed to plan'],
      ['15 days', 'average schedule notice'],
    ],
  },
  {
    slug: 'tri-county-fulfillment',
    company: 'Tri-County Fulfillment',
    headline: 'Tri-County Fulfillment ends buddy punching across a 24/7 warehouse',
    industry: 'Warehousing and logistics',
    image: 'time-clock-kiosk',
    location: 'Louisville, Kentucky',
    employees: '750',
    summary:
      'A third-party logistics warehouse replaced badge clocks with geofenced mobile clock-in and photo kiosks, and stopped paying for hours nobody worked.',
    body: `## The challenge

Tri-County runs a 24/7 fulfillment center on a 4-on-4-off pattern. Shared badge clocks at two entrances made buddy punching easy, and a persistent gap between scheduled and paid hours was costing the business hundreds of hours a month.

## What they changed

Tri-County installed photo-capture kiosks at each entrance and turned on geofenced mobile clock-in for team leads. Clock-ins more than five minutes before a shift now need approval, and supervisors review flagged clock-ins from a single list each morning.

## The results

Paid hours not worked fell by about 9,000 hours a year, and no-shows dropped by 31% once attendance was visible. Payroll disputes about missing punches have almost disappeared.`,
    quote:
      'We did not want to treat people like suspects. The kiosks made clock-ins visible, and that was enough to change the habit.',
    quote_author: 'Kevin Marsh',
    quote_author_title: 'General Manager',
    results: [
      ['9,000', 'paid hours not worked eliminated a year'],
      ['31%', 'fewer no-shows'],
      ['$180k', 'saved a year'],
    ],
  },
];
