// Customer stories (invented businesses) for Australia.
import type { CustomerDef } from './types';

export const auCustomers: CustomerDef[] = [
  {
    slug: 'saltbush-coffee-roasters',
    company: 'Saltbush Coffee Roasters',
    headline: 'Saltbush Coffee Roasters rosters nine cafés with weekend costs in view',
    industry: 'Hospitality',
    image: 'wage-cost-vs-sales',
    location: 'Brisbane, Queensland',
    employees: '140',
    summary:
      'A café and roastery group saw the cost of every weekend shift as it rostered and reshaped Sunday trading around real demand.',
    body: `## The challenge

Saltbush runs nine cafés and a roastery across Brisbane and the Sunshine Coast. Weekend trade is strong in the mornings and quiet after 1pm, but Sunday rosters copied Saturday's, at Sunday penalty rates, and managers found out the cost when payroll ran.

## What they changed

Managers now roster in Shiftlane with the cost of every shift shown as they build, including Sunday and public holiday penalties under the Restaurant Industry Award. Sunday shifts were reshaped around the morning peak, with minimum engagement checked automatically for casuals.

## The results

Weekend labour cost fell by 11% without cutting opening hours, and managers spend two hours less a week on rosters and timesheets.`,
    quote:
      'Seeing what a Sunday afternoon shift actually costs, while you are rostering it, changes the conversation completely.',
    quote_author: 'Tom Haddad',
    quote_author_title: 'Operations Manager',
    results: [
      ['11%', 'lower weekend labour cost'],
      ['2 hours', 'saved per manager each week'],
      ['0', 'minimum engagement breaches since launch'],
    ],
  },
  {
    slug: 'wattle-grove-aged-care',
    company: 'Wattle Grove Aged Care',
    headline: 'Wattle Grove turns care minutes reporting from a week into an afternoon',
    industry: 'Aged care',
    image: 'industry-care-home',
    location: 'Geelong, Victoria',
    employees: '450',
    summary:
      'A not-for-profit aged care provider rosters to care minutes targets and 24/7 RN coverage, and reports worked minutes straight from timesheets.',
    body: `## The challenge

Wattle Grove operates four residential aged care homes around Geelong. Meeting care minutes targets and keeping a registered nurse on site around the clock meant rostering against numbers that lived in a separate spreadsheet, and each quarter the finance team spent a week reconciling worked minutes by role.

## What they changed

Rosters are now built in Shiftlane against each home's care minutes target, split by registered nurses, enrolled nurses and personal care workers, with an RN placed on every shift first. Worked minutes by role come directly from approved timesheets, under the Aged Care Award and the Nurses Award.

## The results

Quarterly care minutes reporting now takes an afternoon instead of a week. All four homes have met their targets for four consecutive quarters, and agency RN shifts are down 29%.`,
    quote:
      'Our care minutes reporting used to take a week of spreadsheet work each quarter. Now it comes straight out of the roster and timesheets.',
    quote_author: 'Anita Sharma',
    quote_author_title: 'Director of Care',
    results: [
      ['1 afternoon', 'for quarterly care minutes reporting'],
      ['4 of 4', 'homes meeting care minutes targets'],
      ['29%', 'fewer agency RN shifts'],
    ],
  },
  {
    slug: 'coastline-surf-and-swim',
    company: 'Coastline Surf & Swim',
    headline: 'Coastline Surf & Swim rosters 22 stores from one screen',
    industry: 'Retail',
    image: 'industry-retail',
    location: 'Sydney, New South Wales',
    employees: '380',
    summary:
      'A surf and swimwear chain brought 22 stores onto one roster, with Retail Award rules and the cost of every shift applied automatically.',
    body: `## The challenge

Coastline's stores are busiest on summer weekends and public holidays, which are also the most expensive times to staff. Each store manager rostered differently, award rules were applied by the payroll team after the fact, and underpayment risk kept the finance director up at night.

## What they changed

All 22 stores now roster in Shiftlane under the General Retail Industry Award, with casual loading, weekend penalties and minimum engagement applied automatically and visible while rostering. The area team reviews labour cost against sales for every store each Monday.

## The results

Labour cost as a share of sales fell by 1.8 percentage points across the chain, payroll processing time dropped by 60%, and an external payroll audit found no award underpayments.`,
    quote:
      'We roster 22 stores from one screen and can see the cost of a Sunday shift before we publish it. That alone changed how we staff weekends.',
    quote_author: 'Daniel Papadopoulos',
    quote_author_title: 'Retail Operations Manager',
    results: [
      ['1.8 pts', 'lower labour cost as a share of sales'],
      ['60%', 'less time on payroll'],
      ['0', 'award underpayments found at audit'],
    ],
  },
  {
    slug: 'red-gum-hotel-group',
    company: 'Red Gum Hotel Group',
    headline: 'Red Gum Hotel Group approves timesheets before lunch on Mondays',
    industry: 'Hospitality',
    image: 'timesheet-approval',
    location: 'Adelaide, South Australia',
    employees: '310',
    summary:
      'A group of pubs and accommodation hotels replaced manual award interpretation with automated pay lines and cut weekend labour cost by 8% in a quarter.',
    body: `## The challenge

Red Gum runs six pubs and two accommodation hotels across Adelaide and the Barossa. Two people spent every Monday morning applying the Hospitality Award to paper timesheets: Sunday and public holiday penalties, split shifts, meal allowances and overtime.

## What they changed

Every venue now uses Shiftlane's time clock, and timesheets arrive with award interpretation already applied and pay categories mapped for Single Touch Payroll. Venue managers see the cost of weekend shifts, with penalties, as they roster.

## The results

Timesheets are approved before lunch on Mondays, weekend labour cost fell by 8% in the first quarter, and the payroll team now spends its time on checks rather than calculations.`,
    quote:
      'Award interpretation used to take two people all of Monday morning. Now timesheets arrive with penalty rates already applied and we approve them before lunch.',
    quote_author: 'Kirsty Lawler',
    quote_author_title: 'Finance Manager',
    results: [
      ['8%', 'lower weekend labour cost in one quarter'],
      ['4 hours', 'saved on payroll every Monday'],
      ['100%', 'of timesheets award-interpreted automatically'],
    ],
  },
  {
    slug: 'tidewater-physio',
    company: 'Tidewater Physio',
    headline: 'Tidewater Physio shares staff across five clinics without double-booking',
    industry: 'Allied health',
    image: 'home-dashboard',
    location: 'Perth, Western Australia',
    employees: '95',
    summary:
      'A growing physiotherapy group moved clinicians and reception staff onto one roster, so people can work at several clinics without clashes.',
    body: `## The challenge

Tidewater's physiotherapists and reception staff often work at two or three of its five clinics in a week. Each clinic kept its own roster, so double-bookings and missed travel time were common, and leave had to be entered in five places.

## What they changed

Every staff member now has a home clinic and one roster across all five, so a booking at one clinic blocks the same hours everywhere. Travel time between clinics is a rule, leave is approved once, and hours are charged to the clinic where they were worked.

## The results

Double-bookings stopped entirely, reception overtime fell by 20%, and the practice manager reclaimed a day a fortnight previously spent reconciling rosters.`,
    quote:
      'People can work across our clinics now without anyone keeping a second diary. It sounds small, but it was the thing that kept breaking.',
    quote_author: 'Hannah Whitford',
    quote_author_title: 'Practice Manager',
    results: [
      ['0', 'double-bookings since launch'],
      ['20%', 'less reception overtime'],
      ['1 day', 'a fortnight saved on roster admin'],
    ],
  },
  {
    slug: 'ironbark-logistics',
    company: 'Ironbark Logistics',
    headline: 'Ironbark Logistics moves a 24/7 warehouse to a 2-2-3 roster',
    industry: 'Warehousing and logistics',
    image: 'industry-warehouse',
    location: 'Melbourne, Victoria',
    employees: '620',
    summary:
      'A third-party logistics operator modelled shift patterns against its enterprise agreement, moved to 2-2-3 and cut overtime while sharing weekends fairly.',
    body: `## The challenge

Ironbark's distribution centre in Melbourne's west ran a 5x8 pattern with heavy weekend overtime. Staff complained that the same people always worked weekends, and overtime costs under the enterprise agreement had risen for three years running.

## What they changed

Ironbark modelled three 24/7 patterns in Shiftlane against its enterprise agreement and volume forecast, then consulted staff on the 2-2-3 option. The new roster gives every crew every second weekend off, with fatigue rules limiting consecutive 12-hour shifts.

## The results

Overtime fell by 34% in the first year, weekend shifts are shared evenly across crews, and unplanned absence dropped by 15%.`,
    quote:
      'Being able to model the patterns with our actual agreement and volumes made the consultation with staff much easier. Everyone could see the trade-offs.',
    quote_author: 'Craig Donnelly',
    quote_author_title: 'Site General Manager',
    results: [
      ['34%', 'less overtime'],
      ['15%', 'less unplanned absence'],
      ['50%', 'of weekends off for every crew'],
    ],
  },
];
