// Posts only Australia publishes: Fair Work, Modern Awards, the ATO and Australian practice.
import type { PostDef } from './types';

export const auPosts: PostDef[] = [
  {
    slug: 'annual-wage-review-2025-1-july',
    title: 'Annual Wage Review 2025: updating rates before 1 July',
    intro:
      'The Fair Work Commission has increased modern award minimum wages by 3.5% from 1 July 2025. Here is what to update, and when, so the first pay run of the new financial year is right.',
    date: '2025-06-24 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'wage-cost-vs-sales',
    seo_description:
      'What the 3.5% Annual Wage Review 2025 increase means for award rates, casual rates, allowances and superannuation from 1 July 2025.',
    body: `The Fair Work Commission's 2025 Annual Wage Review increased the national minimum wage and all modern award minimum wages by 3.5%, from the first full pay period starting on or after 1 July 2025. From 1 July, the national minimum wage is A$24.95 an hour, or A$948.00 for a 38-hour week.

## What to update

1. Base rates for every award classification, including junior and apprentice rates, which are calculated from adult rates.
2. Casual rates, which include the 25% casual loading.
3. Monetary allowances, which are adjusted separately and not always by the same percentage.
4. Above-award rates, if your contracts or policies promise a margin over the award.

## Also on 1 July: superannuation

The superannuation guarantee rises to 12% from 1 July 2025, the final legislated step. It applies by payment date, so check payroll uses 12% for any pay day on or after 1 July, even for work done in June.

Shiftlane updates its award library for the effective date, so July rosters show the new costs as soon as you build them, and enterprise agreement base rates are checked against the new award minimums. See [award interpretation in Shiftlane](/au/features).`,
  },
  {
    slug: 'award-interpretation-explained',
    title: 'Award interpretation, explained: how a timesheet becomes pay',
    intro:
      'Award interpretation applies a Modern Award’s rules to the hours someone worked and produces pay lines. Doing it by hand is slow and error-prone; here is what the software actually does.',
    date: '2025-08-26 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'pay-rules',
    seo_description:
      'What award interpretation is, a worked Sunday shift under the General Retail Industry Award, and the data it needs to get pay right.',
    body: `Australia has more than 120 modern awards, each with its own rules on ordinary hours, penalty rates, overtime, allowances, breaks and minimum engagement. Award interpretation takes a timesheet, works out which rules apply to each minute and produces pay lines your payroll system can pay.

## A worked shift

A full-time retail employee under the General Retail Industry Award works Sunday from 9am to 6pm with a 30-minute unpaid meal break. Award interpretation sees 8.5 hours worked, all ordinary hours on a Sunday, and pays them at the Sunday rate of 150%. Had the same employee already worked their 38 ordinary hours that week, those hours would be paid as overtime instead, at a higher rate.

## What interpretation needs from you

- Each employee's award, classification, employment type and age
- Accurate start, finish and break times for every shift
- Allowances claimed, such as laundry, first aid or vehicle use
- Your public holidays, including state and regional days

Underpayments are common when rules are applied by hand, and intentional underpayment is now a criminal offence. Shiftlane's award library is maintained by our payroll team and updated whenever the Fair Work Commission varies an award. See [how it works in Shiftlane](/au/features).`,
  },
  {
    slug: 'penalty-rates-sunday-public-holiday-rostering',
    title: 'Penalty rates on Sundays and public holidays: rostering with the cost in view',
    intro:
      'Sunday and public holiday penalty rates can add 50% to 150% to a shift’s cost. Seeing that cost while you roster changes the decisions managers make.',
    date: '2025-09-16 09:00',
    author: 'analytics',
    category: 'Hospitality',
    image: 'industry-restaurant',
    seo_description:
      'Hospitality Award penalty rates for Sundays and public holidays, three ways to roster with them in mind, and why visible costs change decisions.',
    body: `Under the Hospitality Industry (General) Award, full-time and part-time employees are paid 150% on Sundays and 225% on public holidays, while casuals receive 175% and 250%, including their loading. Rates differ by award and classification, but the pattern is the same everywhere: weekends and public holidays cost more.

## Three ways to roster with penalty rates in mind

- **Match skill to demand:** put your most experienced people where they add most value, not by default on the most expensive shifts.
- **Use permanent part-timers:** on many awards they cost less than casuals on a Sunday, because the casual loading is built into the casual penalty rate.
- **Forecast honestly:** if Sunday trade does not cover the penalty, shorten the hours or staff the peak, rather than opening fully staffed all day.

## Show the cost as you build

When a manager drags a shift onto a Sunday, Shiftlane shows its cost with penalties applied, and the day's labour percentage against forecast. Red Gum Hotel Group cut weekend labour cost by 8% in a quarter simply by making that cost visible; read [their story](/au/customers/red-gum-hotel-group).`,
  },
  {
    slug: 'single-touch-payroll-phase-2-timesheets',
    title: 'Single Touch Payroll Phase 2: what your timesheet data needs to show',
    intro:
      'STP Phase 2 asks employers to report gross pay broken into components such as overtime, allowances and paid leave. That breakdown starts in your timesheets.',
    date: '2025-11-04 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'timesheet-approval',
    seo_description:
      'How STP Phase 2 disaggregation of gross pay depends on timesheet data, and a checklist for mapping pay categories to payroll.',
    body: `Single Touch Payroll sends payroll information to the ATO every time you pay employees. Phase 2, which began in 2022, disaggregates gross pay: instead of a single gross figure, you report separate amounts for items such as overtime, allowances, bonuses, paid leave and salary sacrifice, along with income type and employment basis codes.

## Why timesheets matter

Payroll can only report overtime separately if it receives overtime as a separate pay line, and the same goes for allowances and leave. If hours arrive as one total, someone has to split them by hand, or they are reported wrongly.

## Map once, then report correctly every pay run

- Map every Shiftlane pay category, such as ordinary hours, overtime, penalties and each allowance, to the matching payroll pay item.
- Check that each pay item has the right STP Phase 2 category in your payroll software.
- Confirm employment basis codes for full-time, part-time and casual staff.
- Review one pay run's STP report before relying on the mapping.

Shiftlane exports approved timesheets with award pay categories already split, so payroll receives the breakdown Phase 2 needs. See [payroll integrations](/au/features).`,
  },
  {
    slug: 'casual-employment-employee-choice',
    title: 'Casual employment after Closing Loopholes: the employee choice pathway',
    intro:
      'Since 26 August 2024, eligible casual employees can tell their employer they want to become permanent. Here is how the pathway works and what it means for your rosters.',
    date: '2025-12-16 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'compliance-warnings',
    seo_description:
      'The new definition of casual employment and the employee choice pathway to permanent work, and how to review long-term casuals on your roster.',
    body: `The Closing Loopholes reforms changed both the definition of casual employment and the way casuals become permanent. A casual is now someone whose employment lacks a firm advance commitment to continuing and indefinite work, judged on the real substance of the relationship rather than the contract alone.

## The employee choice pathway

- After six months, or 12 months with a small business employer, a casual who believes they no longer meet the definition can notify their employer in writing that they want to become permanent.
- The employer must consult the employee and respond in writing within 21 days.
- The employer can refuse only if the employee still meets the casual definition, or on fair and reasonable operational grounds.
- Employers no longer have to offer casual conversion themselves, but must give casuals the Casual Employment Information Statement at the times the Act requires.

## What it means for rostering

A casual working the same predictable pattern for months looks a lot like a permanent employee. Review casuals who have worked the same shifts each week for six months or more, and decide whether permanent part-time suits both of you before they ask. Shiftlane's casual pattern report lists them for you. Read our [Federal compliance summary](/au/compliance-hub/casual-employment-employee-choice).`,
  },
  {
    slug: 'retail-award-minimum-engagement',
    title: 'Minimum engagement in the Retail Award: rostering short shifts',
    intro:
      'Under the General Retail Industry Award, a short shift can cost more than it looks: minimum engagement means paying for time you did not roster.',
    date: '2026-01-27 09:00',
    author: 'compliance',
    category: 'Retail',
    image: 'industry-retail',
    seo_description:
      'Minimum engagement for casual and part-time employees under the General Retail Industry Award, what it costs, and how to roster around it.',
    body: `## The minimum engagement rules

- Casual employees must be engaged and paid for at least three hours each time they work.
- Part-time employees must be rostered for at least three consecutive hours a shift.
- Secondary school students working between 3pm and 6.30pm on a school day can be engaged for a minimum of 1.5 hours, subject to conditions in the award.

## Why it catches rosters out

If you roster a casual for a two-hour lunch cover, you still pay three hours. Across 20 stores doing that five times a week, the unworked hour adds up to more than 5,000 paid hours a year. The same happens when a manager sends someone home early on a quiet afternoon.

## Roster for it

Fold short needs into longer shifts that cover two peaks, or combine lunch cover with replenishment or online order picking. Shiftlane warns you when a shift is shorter than the minimum engagement for that employee's award and employment type, and shows the cost of the unworked time. See [rostering in Shiftlane](/au/scheduling).`,
  },
  {
    slug: 'schads-award-rostering-broken-shifts-sleepovers',
    title: 'SCHADS Award rostering: broken shifts, sleepovers and client cancellations',
    intro:
      'Disability and home care rosters under the SCHADS Award follow rules no retail roster ever meets. These three cause the most underpayments.',
    date: '2026-03-03 09:00',
    author: 'payroll',
    category: 'Healthcare',
    image: 'break-planner',
    seo_description:
      'How broken shifts, sleepovers and client cancellations work under the SCHADS Award, and how to roster and pay them correctly.',
    body: `The Social, Community, Home Care and Disability Services Industry Award covers much of the disability and home care workforce. Its rostering rules reflect work that happens in clients' homes and is spread across the day, which is exactly why generic rostering tools get it wrong.

## Three rules that cause underpayments

- **Broken shifts:** a shift split by unpaid breaks, with the number of breaks allowed depending on the stream. The whole shift must fit within a 12-hour span, a broken shift allowance is payable, and any time worked outside the span is paid at double time.
- **Sleepovers:** paid as a flat allowance rather than by the hour, with any work performed during the night paid on top as time worked, and rules about the shifts either side.
- **Client cancellations:** when a client cancels at short notice, the award requires you to pay the employee for the cancelled service or offer make-up time within a set period. The details have changed in recent award variations, so check the current clause.

## Let the rules run in the background

Shiftlane's SCHADS rules apply broken shift spans and allowances, sleepover allowances and cancellation make-up time to every timesheet, and are updated when the award is varied. Read more about [award interpretation](/au/blog/award-interpretation-explained).`,
  },
  {
    slug: 'right-to-disconnect-rostering',
    title: 'The right to disconnect: messaging staff about shifts after hours',
    intro:
      'Employees can now refuse to monitor, read or respond to unreasonable contact outside working hours. For rostering, that changes how you fill late gaps and send roster changes.',
    date: '2026-03-31 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'team-messages-phone',
    seo_description:
      'How the right to disconnect affects roster changes, open shifts and on-call arrangements, and which factors make a refusal unreasonable.',
    body: `The right to disconnect has applied to employees of non-small business employers since 26 August 2024, and to employees of small businesses (fewer than 15 employees) since 26 August 2025. An employee may refuse to monitor, read or respond to contact, or attempted contact, from their employer or a third party outside working hours, unless the refusal is unreasonable.

## What makes a refusal unreasonable

The Fair Work Act lists factors to weigh, including the reason for the contact, how it is made and how disruptive it is, whether the employee is paid to be available, their role and level of responsibility, and their personal circumstances. Refusing contact that is required by law is always unreasonable.

## Rostering practices that hold up

- Publish roster changes during working hours where you can, and let notifications wait until the next shift.
- Post open shifts to everyone and let people claim them, rather than ringing individuals at night.
- Keep a paid on-call roster for genuine emergencies, in line with your award.
- Write down what counts as urgent in your messaging policy.

Shiftlane's quiet hours hold non-urgent notifications until each person's next shift, while open shift offers stay visible to anyone who chooses to look. See [rostering in Shiftlane](/au/scheduling).`,
  },
  {
    slug: 'wage-theft-criminal-offence-timesheet-records',
    title: 'Wage theft is now a crime: why your timesheet records matter',
    intro:
      'Since 1 January 2025, intentionally underpaying employees has been a federal criminal offence. Accurate time records and a clear correction process are your best protection.',
    date: '2026-04-28 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'time-clock-kiosk',
    seo_description:
      'The wage theft offence in the Fair Work Act, the seven-year record-keeping rules, and how audit trails show honest mistakes as honest.',
    body: `The Closing Loopholes reforms made it a criminal offence for an employer to intentionally engage in conduct that results in an underpayment of wages or certain entitlements. The offence commenced on 1 January 2025. Penalties include fines of up to three times the underpayment, or several million dollars for companies, and imprisonment of up to 10 years for individuals.

## Records you must keep

Employers must keep time and wages records for seven years, including hours worked by casual and irregular part-time employees, overtime, penalty rates and leave. Records must be legible, in English and readily accessible to a Fair Work inspector, and making or keeping a record you know is false or misleading is itself a contravention.

## Make mistakes fixable, not hidden

Honest mistakes are not criminal, but you need to be able to show they were honest. That means an audit trail for every timesheet edit, a documented back-pay process and regular reconciliation of award rates. Shiftlane logs who changed what and when on every timesheet, keeps records for seven years and flags pay lines below the award minimum before approval. Read about [award interpretation](/au/blog/award-interpretation-explained).`,
  },
  {
    slug: 'payday-super-1-july-2026',
    title: 'Payday super starts 1 July 2026: what changes for payroll',
    intro:
      'From 1 July 2026, employers are due to pay superannuation at the same time as wages rather than quarterly. Pay cycles, cash flow and data quality all feel the change.',
    date: '2026-06-23 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'integrations-hub',
    seo_description:
      'What payday super means for Australian employers from 1 July 2026: timing, qualifying earnings, the clearing house closure and timesheet data.',
    body: `Under the payday super changes scheduled to start on 1 July 2026, employers will pay superannuation guarantee contributions with each payment of salary and wages, and contributions will generally need to reach the employee's fund within seven business days of payday, instead of quarterly.

## What changes

- **Cash flow:** super leaves the business every pay run, not in a lump each quarter.
- **Qualifying earnings:** the guarantee will be calculated on a new qualifying earnings base, broadly ordinary time earnings plus amounts such as salary sacrificed to super.
- **Clearing house:** the ATO's Small Business Superannuation Clearing House closed to new users from 1 October 2025 and is due to close completely on 1 July 2026.

## Getting ready

Check that your payroll software supports payday super, and plan the move from the clearing house if you use it. Timesheet quality matters more when super is calculated every pay run, because every correction becomes a super adjustment too. Shiftlane sends approved hours split into ordinary time, overtime and allowances, so payroll calculates qualifying earnings correctly. See our [STP Phase 2 mapping guide](/au/blog/single-touch-payroll-phase-2-timesheets).`,
  },
  {
    slug: 'aged-care-care-minutes-rostering',
    title: 'Aged care rostering for care minutes and 24/7 RN coverage',
    intro:
      'Residential aged care providers must meet care minutes targets and have a registered nurse on site around the clock. Both are rostering problems first.',
    date: '2026-09-08 09:00',
    author: 'education',
    category: 'Healthcare',
    image: 'industry-care-home',
    seo_description:
      'How residential aged care providers roster to care minutes targets and 24/7 registered nurse requirements, and report worked minutes without spreadsheets.',
    body: `Since 1 October 2024, the sector-wide average care minutes target has been 215 minutes per resident per day, including 44 minutes of registered nurse time. Each home's targets are set according to its residents' care needs, and providers must also have a registered nurse on site and on duty 24 hours a day, unless they hold an exemption.

## Roster to the target, then track actuals

- Convert each home's targets into care hours per day using expected occupancy.
- Split the hours by role: registered nurses, enrolled nurses and personal care workers.
- Put a registered nurse on every shift first, then build the rest of the roster around them.
- Compare rostered with worked care minutes every week, not every quarter.

## Reporting without a spreadsheet

Care minutes are reported quarterly. When the roster and timesheets sit in one system, worked minutes by role come straight out of the data instead of a week of spreadsheet work. Wattle Grove Aged Care cut its reporting time from a week to an afternoon; read [their story](/au/customers/wattle-grove-aged-care).`,
  },
  {
    slug: 'annual-leave-loading-explained',
    title: 'Annual leave loading: who gets 17.5% and when',
    intro:
      'Leave loading is an extra payment on annual leave under many Modern Awards, usually 17.5%. With Christmas leave approaching, here is how to calculate it correctly.',
    date: '2026-11-17 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'leave-balances',
    seo_description:
      'How annual leave loading works under Modern Awards, a worked 17.5% example, and what happens with shift workers, cashing out and termination.',
    body: `The National Employment Standards give full-time and part-time employees four weeks of paid annual leave a year, or five weeks for some shift workers. The NES itself does not require leave loading, but many awards and enterprise agreements do.

## How it is calculated

Most awards set annual leave loading at 17.5% of the base rate or, for shift workers, the shift penalties they would have earned had they not been on leave, whichever is greater. For day workers it is usually simply 17.5%. Check the annual leave clause of your award for the exact rule.

1. A full-time day worker on a base rate of A$1,000 a week takes two weeks' leave.
2. Leave pay: 2 × A$1,000 = A$2,000.
3. Leave loading: 17.5% × A$2,000 = A$350.
4. Total: A$2,350.

## Cashing out and termination

Some awards allow annual leave to be cashed out by written agreement, as long as at least four weeks remain. Whether loading is paid on leave paid out at termination depends on the award wording. Shiftlane tracks leave balances from every timesheet and applies your award's loading rule when leave is taken; see [leave management](/au/features).`,
  },
];
