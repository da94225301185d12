// Customer stories (invented businesses) for the United Kingdom.
import type { CustomerDef } from './types';

export const gbCustomers: CustomerDef[] = [
  {
    slug: 'bramble-and-bean',
    company: 'Bramble & Bean',
    headline: 'Bramble & Bean shares tips fairly across 11 cafés, by the hour',
    industry: 'Hospitality',
    image: 'industry-restaurant',
    location: 'Bristol',
    employees: '160',
    summary:
      'An independent café group used its rota and timesheets to meet the new tipping law and took three hours of admin a week off every manager.',
    body: `## The challenge

Bramble & Bean runs 11 cafés across Bristol and Bath. When the Employment (Allocation of Tips) Act came in, card tips had to be shared fairly and the allocation recorded, but hours worked lived in paper rotas and a clocking-in app that did not talk to payroll.

## What they changed

Every café now builds its rota in Shiftlane and staff clock in on a tablet at the counter. Worked hours by café and by day are exported each month to the payroll bureau, which allocates tips in proportion to hours under the written policy staff can read in the app.

## The results

Managers save around three hours a week on rotas and timesheets, overtime is down 18%, and staff can check that their share of tips matches the hours they worked.`,
    quote:
      'When someone asks how their tips were worked out, we can show them, line by line, from their own timesheet. That trust matters more than the admin time, and we saved that too.',
    quote_author: 'Megan Hollis',
    quote_author_title: 'Co-founder',
    results: [
      ['3 hours', 'saved per manager each week'],
      ['18%', 'less overtime'],
      ['100%', 'of tips allocated from recorded hours'],
    ],
  },
  {
    slug: 'larkfield-care-homes',
    company: 'Larkfield Care Homes',
    headline: 'Larkfield Care Homes cuts agency spend by a third across five homes',
    industry: 'Care homes',
    image: 'industry-care-home',
    location: 'Leeds',
    employees: '380',
    summary:
      'A family-owned care group replaced spreadsheets and a whiteboard with one rota across five homes, and filled gaps from its own bank staff first.',
    body: `## The challenge

Larkfield's five residential and nursing homes each kept their own rota in a spreadsheet. Gaps were filled by calling agencies, because managers could not see which staff at other homes were free, and holiday cover was planned a week at a time.

## What they changed

All five homes moved onto a single Shiftlane rota, built from a dependency-based staffing requirement for each unit. Gaps are posted as open shifts to bank staff and permanent staff across the group before any agency is called, and annual leave requests are approved against a four-week view of cover.

## The results

Agency spend fell by a third within nine months, 95% of shifts are now filled by Larkfield's own staff, and managers can evidence safe staffing levels to inspectors straight from the rota.`,
    quote:
      'Our rota used to live in three spreadsheets and a whiteboard. Now agency shifts are the exception, and I can see holiday cover for every home a month ahead.',
    quote_author: 'Joanne Pearce',
    quote_author_title: 'Operations Director',
    results: [
      ['33%', 'lower agency spend'],
      ['95%', 'of shifts filled by own staff'],
      ['4 weeks', 'of holiday cover visible ahead'],
    ],
  },
  {
    slug: 'thistle-and-thread',
    company: 'Thistle & Thread',
    headline: 'Thistle & Thread publishes rotas two weeks ahead across 18 shops',
    industry: 'Retail',
    image: 'industry-retail',
    location: 'Glasgow',
    employees: '290',
    summary:
      'A Scottish fashion retailer moved from weekly paper rotas to two-week rotas built from footfall, with rest-break warnings built in.',
    body: `## The challenge

Thistle & Thread has 18 shops across Scotland and the north of England. Rotas were written weekly, often on a Friday for the following Monday, and late-close-to-early-open turnarounds regularly broke the 11-hour rest rule without anyone noticing.

## What they changed

Shop managers now build two weeks at a time from templates and footfall forecasts. Shiftlane warns about rest breaks, daily and weekly rest and young worker limits before a rota can be published, and Scottish and English bank holidays are handled per shop.

## The results

Rotas now go out two weeks ahead, time spent on rota planning has fallen by 70% and overtime is down 12%. Rest-period breaches have all but disappeared.`,
    quote:
      'The rota used to be the job nobody wanted. Now our shop managers build two weeks at once and the rest-break warnings stop problems before they start.',
    quote_author: 'Fiona MacLeod',
    quote_author_title: 'Head of Retail Operations',
    results: [
      ['2 weeks', 'rota notice in every shop'],
      ['70%', 'less time on rota planning'],
      ['12%', 'less overtime'],
    ],
  },
  {
    slug: 'quayside-hotels',
    company: 'Quayside Hotels',
    headline: 'Quayside Hotels halves payroll time with accurate holiday accrual',
    industry: 'Hotels',
    image: 'leave-balances',
    location: 'Cardiff',
    employees: '340',
    summary:
      'A four-hotel group with many irregular-hours staff automated 12.07% holiday accrual from timesheets and stopped rebuilding holiday pay by hand.',
    body: `## The challenge

Around 40% of Quayside's staff work irregular hours in housekeeping, food and beverage and events. After the 2024 holiday changes, the HR team calculated accrual in a spreadsheet each month, and averaging variable pay for holiday meant digging through a year of payslips.

## What they changed

Quayside moved all four hotels onto Shiftlane. Holiday now accrues at 12.07% on every approved timesheet for irregular-hours staff, balances show on each person's phone, and weekly worked hours and premiums are stored so payroll can calculate the 52-week average directly.

## The results

Payroll processing time has halved, holiday disputes have almost stopped, and {labour} cost fell by 7% as managers started building rotas against forecast occupancy.`,
    quote:
      'Holiday pay for our irregular-hours staff was a monthly headache. Now the accrual is on every timesheet and payroll takes half the time.',
    quote_author: 'Gareth Lloyd',
    quote_author_title: 'Group HR Manager',
    results: [
      ['50%', 'less time spent on payroll'],
      ['7%', 'lower labour cost'],
      ['100%', 'of irregular-hours staff accruing automatically'],
    ],
  },
  {
    slug: 'westbrook-health-clinics',
    company: 'Westbrook Health Clinics',
    headline: 'Westbrook Health Clinics builds clinician rotas around bookings, not habit',
    industry: 'Healthcare',
    image: 'demand-forecast',
    location: 'Birmingham',
    employees: '120',
    summary:
      'A private physiotherapy and dental group matched clinician hours to appointment demand and filled cancellations from a shared pool.',
    body: `## The challenge

Westbrook runs six private physiotherapy and dental clinics around Birmingham. Clinicians worked fixed patterns set years ago, so evening and Saturday appointments were booked weeks out while weekday mornings sat half empty.

## What they changed

Westbrook used a year of booking data to forecast demand by clinic and session, then rebuilt rotas so more clinician hours fell in the evenings and on Saturdays, with staff choosing their preferred sessions through open shifts. Reception staff now cover two clinics each from one rota.

## The results

Clinician utilisation rose from 71% to 86%, wait times for evening appointments fell from three weeks to five days, and overtime for reception staff dropped by a quarter.`,
    quote:
      'We stopped staffing the clinic we had ten years ago and started staffing the one our patients actually book.',
    quote_author: 'Priya Chandran',
    quote_author_title: 'Clinical Operations Manager',
    results: [
      ['86%', 'clinician utilisation, up from 71%'],
      ['5 days', 'wait for evening appointments, down from 3 weeks'],
      ['25%', 'less reception overtime'],
    ],
  },
  {
    slug: 'northway-logistics',
    company: 'Northway Logistics',
    headline: 'Northway Logistics cuts overtime by 27% on a 24/7 continental rota',
    industry: 'Warehousing and logistics',
    image: 'industry-warehouse',
    location: 'Milton Keynes',
    employees: '900',
    summary:
      'A distribution centre moved 900 staff onto one rota and time clock, tracked the 48-hour average and right to work expiry dates, and took control of overtime.',
    body: `## The challenge

Northway's distribution centre runs around the clock on a continental shift pattern, with agency workers joining at peak. Overtime had crept up to 14% of hours, the 48-hour average was tracked in a spreadsheet, and right to work follow-up checks were managed from a diary.

## What they changed

Northway put permanent and agency staff on a single Shiftlane rota with kiosk clock-in at each gate. Shift leads see each person's 17-week average before offering overtime, opt-outs are stored with their dates, and right to work expiry dates trigger reminders 60 days ahead.

## The results

Overtime fell by 27% in the first year, saving around £240,000, and every follow-up right to work check has been completed on time since launch.`,
    quote:
      'We finally know, before we offer the overtime, whether someone can work it. That single change paid for the system several times over.',
    quote_author: 'Andy Brennan',
    quote_author_title: 'Site Operations Manager',
    results: [
      ['27%', 'less overtime'],
      ['£240k', 'saved in the first year'],
      ['100%', 'of right to work follow-ups on time'],
    ],
  },
];
