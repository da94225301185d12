// Posts only the United States publishes: federal, state and city rules and US practice.
import type { PostDef } from './types';

export const usPosts: PostDef[] = [
  {
    slug: 'flsa-regular-rate-of-pay',
    title: 'FLSA overtime and the regular rate: why bonuses change the math',
    intro:
      'Overtime under the FLSA is time and a half of the regular rate, not the base hourly rate. Leave out a nondiscretionary bonus or shift differential and every overtime hour is underpaid.',
    date: '2025-06-24 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'pay-rules',
    seo_description:
      'How to calculate the FLSA regular rate with shift differentials and nondiscretionary bonuses, with a worked overtime example.',
    body: `## The regular rate is not the base rate

The regular rate is total pay for the workweek, minus certain excluded items, divided by total hours worked. It includes shift differentials, nondiscretionary bonuses such as attendance or production bonuses, and most commissions. It excludes discretionary bonuses, expense reimbursements, premiums already paid at time and a half or more, and pay for time not worked, such as PTO.

## A worked example

An employee earns $20 an hour, works 46 hours in the workweek and earns a $60 weekly attendance bonus.

1. Straight-time pay: 46 × $20 = $920, plus the $60 bonus, is $980.
2. Regular rate: $980 ÷ 46 = $21.30.
3. Overtime premium: 6 hours × half of $21.30 = $63.90.
4. Total pay: $980 + $63.90 = $1,043.90.

Paying the overtime premium on the $20 base alone gives $1,040, an underpayment of $3.90. Small in one week, but multiplied across a workforce and a two-year lookback (three for willful violations), it becomes a real liability. Shiftlane calculates the regular rate every workweek, including bonuses you mark as nondiscretionary, and sends the premium to payroll. [See the time clock](/time-clock).`,
  },
  {
    slug: 'california-meal-and-rest-breaks-scheduling',
    title: 'California meal and rest breaks: scheduling to avoid premium pay',
    intro:
      'California owes an extra hour of pay for each workday with a late, short or missed meal or rest break. Most premiums are caused by the schedule, not by the employee.',
    date: '2025-08-26 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'break-planner',
    seo_description:
      'California meal and rest break rules for non-exempt staff, the premium pay they trigger, and how to schedule breaks so you rarely owe it.',
    body: `## The rules in brief

- A 30-minute, duty-free meal period that starts before the end of the fifth hour of work, and a second before the end of the tenth hour.
- A paid, 10-minute rest break for every four hours worked or major fraction of four hours.
- One additional hour of pay at the regular rate of compensation for each workday a meal period is missed, late or short, and another hour for a rest break.
- Meal periods can be waived by mutual consent only in limited cases, such as shifts of no more than six hours.

## Where schedules go wrong

A shift that starts at 7 a.m. needs its meal period to begin before noon. Schedule it at 11:45 and one busy table makes it late. Rest breaks suffer the same way when a lunch rush takes the whole team off the floor at once, and short shifts of around six hours catch managers out because a rest break is still owed after three and a half hours.

## Schedule breaks, then verify

Put meal and rest breaks on the schedule as timed blocks, stagger them so coverage holds, and ask employees to confirm at clock-out whether they took their breaks. Shiftlane records the attestation and calculates premiums automatically when a break was short or late. Read the full summary in our [compliance hub](/compliance-hub/california-meal-and-rest-breaks).`,
  },
  {
    slug: 'exempt-vs-non-exempt-classification',
    title: 'Exempt or non-exempt? Classification mistakes that lead to back pay',
    intro:
      'Calling someone a manager and paying them a salary does not make them exempt from overtime. The salary level, the salary basis and the duties test all have to be met.',
    date: '2025-09-16 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'timesheet-approval',
    seo_description:
      'The FLSA exemption tests explained for shift-based employers, with the classification mistakes that most often lead to overtime back pay.',
    body: `Under the FLSA, an employee is exempt from overtime only if they are paid on a salary basis, at or above the salary threshold, and their primary duties meet the executive, administrative or professional test. The federal threshold is $684 a week after a court in Texas struck down the 2024 rule that would have raised it. California, Washington, New York and Colorado, among others, set higher thresholds of their own.

## Common mistakes in shift-based businesses

- **Assistant managers who mostly work the floor:** if their primary duty is serving customers or stocking shelves, the executive exemption likely fails, whatever the job title.
- **Salaried shift supervisors below the threshold:** pay under the applicable threshold means overtime is due regardless of duties.
- **Docking pay for partial days:** some deductions from salary for partial-day absences can break the salary basis test.
- **Hourly nurses:** registered nurses paid by the hour are non-exempt, even though RNs paid on a salary basis can qualify as learned professionals.

## What to do

Audit every salaried role against the duties test once a year and whenever the job changes. Track hours for exempt staff anyway: it helps with fatigue management and gives you evidence if a classification is ever challenged. In Shiftlane you can mark staff as exempt, so they appear on the [schedule](/scheduling) without triggering overtime warnings.`,
  },
  {
    slug: 'clopening-rest-between-shifts',
    title: 'Clopening shifts: what the rest-between-shifts rules say',
    intro:
      'Closing at midnight and opening at 7 a.m. is legal in most of the US, but not everywhere, and rarely a good idea. Here is where the rules bite and how to schedule around them.',
    date: '2025-11-04 09:00',
    author: 'education',
    category: '{Rostering}',
    image: 'rest-between-shifts',
    seo_description:
      'Rest-between-shifts rules in Oregon, Seattle, Chicago and New York City, the premiums they trigger, and how to schedule without clopenings.',
    body: `A clopening is a closing shift followed by an opening shift the next morning, often with less than eight hours between them once the commute is counted. Staff dislike them, error rates rise on the opening shift, and several fair workweek laws now put a price on them.

## Where the rules apply

- **Oregon and Seattle:** at least 10 hours between shifts; if an employee agrees to work sooner, hours inside the rest period are paid at time and a half.
- **Chicago:** 10 hours, with hours inside the rest period paid at time and a quarter.
- **New York City fast food:** 11 hours, written consent from the employee and a $100 premium for each clopening.
- **Other cities,** including Los Angeles and Philadelphia, have similar rules with their own hours and premiums.

## Scheduling around clopenings

Build closing and opening teams rather than rotating everyone through both, and when you must rotate, put a day off or a mid shift between a close and an open. Shiftlane measures the gap between every pair of shifts and warns you, or blocks publishing, when it falls below the limit for that location, showing the premium it would trigger. See [scheduling in Shiftlane](/scheduling).`,
  },
  {
    slug: 'tip-credit-scheduling-tipped-staff',
    title: 'Tip credits and scheduling tipped staff: a state-by-state primer',
    intro:
      'The tip credit lets employers in many states count tips toward minimum wage, but not all. How you schedule side work and dual jobs decides whether you can keep taking it.',
    date: '2025-12-16 09:00',
    author: 'payroll',
    category: 'Hospitality',
    image: 'industry-restaurant',
    seo_description:
      'How the federal tip credit works, which states do not allow it, and how to schedule and record side work and dual jobs for tipped staff.',
    body: `## How the tip credit works

Federally, employers can pay tipped employees a cash wage of $2.13 an hour and count up to $5.12 an hour of tips toward the $7.25 minimum wage, as long as tips make up the difference. Many states require a higher cash wage, and some, including California, Oregon, Washington, Nevada, Minnesota, Montana and Alaska, do not allow a tip credit at all.

## Side work and dual jobs

When a tipped employee does work that does not produce tips, such as deep cleaning or prep long before opening, the tip credit may not apply to that time. Federal rules on how much side work is allowed have changed more than once in recent years, and some states apply their own tests, so the safest approach is to keep that time separate:

- Schedule opening prep and closing cleaning as their own shifts or roles, paid at full minimum wage.
- Use a different job code on the time clock when a server covers host or dishwashing duties.
- Keep managers and supervisors out of tip pools: federal law bars them from keeping employees' tips.

Shiftlane records time by role, so the tip credit is applied only to hours worked in tipped roles, and payroll receives the split ready to use. See the [time clock](/time-clock).`,
  },
  {
    slug: 'predictive-scheduling-laws-2026',
    title: 'Predictive scheduling laws in 2026: a city-by-city guide',
    intro:
      'Fair workweek laws now cover hourly staff in one state and a growing list of cities. Here is what they have in common, where they differ, and how to schedule so you rarely owe predictability pay.',
    date: '2026-01-27 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'notice-period',
    seo_description:
      'A 2026 guide to predictive scheduling and fair workweek laws in Oregon, Seattle, Chicago, New York City, San Francisco, Los Angeles, Philadelphia and more.',
    body: `Predictive scheduling, or fair workweek, laws require covered employers to give hourly staff advance notice of their schedules and to pay extra when schedules change late. Oregon has a statewide law; cities with their own ordinances include San Francisco, Los Angeles, Berkeley, Emeryville, Seattle, Chicago, Philadelphia and New York City. Coverage depends on industry and size, usually retail, food service and hospitality, with thresholds that range from 20 employees in New York City retail to 500 worldwide in Oregon and Seattle.

## What most of them require

- **Advance notice:** schedules posted 14 days ahead almost everywhere.
- **Predictability pay:** extra pay when you add, cut or move hours after posting, often one hour's pay for added time and half pay for hours taken away.
- **Rest between shifts:** usually 9 to 11 hours between a close and an open, with a premium if staff agree to work sooner.
- **Good-faith estimates:** a written estimate of expected hours and days at hire.
- **Hours to existing staff first:** in several cities, extra hours must be offered to current part-timers before you hire.

## How to schedule so you rarely pay a premium

Publish at least 15 days out, so a day of slippage still meets the deadline. Use open shifts that staff volunteer for, since several laws exempt changes the employee asks for in writing. And keep a record of every change, who requested it and when. Shiftlane logs all of this automatically and calculates predictability pay on the timesheet when it applies. Read the state and city summaries in our [compliance hub](/compliance-hub).`,
  },
  {
    slug: 'paid-sick-leave-multi-state',
    title: 'Paid sick leave across states: one policy or many?',
    intro:
      'There is no federal paid sick leave law for private employers, but a growing number of states and cities require it. Multi-state employers must choose between one generous policy and several precise ones.',
    date: '2026-03-03 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'leave-balances',
    seo_description:
      'Paid sick leave rules in California, New York and Illinois compared, and how multi-state employers choose between one policy and several.',
    body: `More than a dozen states and many cities now require paid sick leave. The details differ on almost every point: accrual rate, annual cap, carryover, waiting period, who counts as a family member and when you can ask for a doctor's note.

## Three examples

- **California:** at least 40 hours or five days a year, accrued at one hour per 30 hours worked or granted up front.
- **New York:** 40 to 56 hours a year depending on employer size, accrued at one hour per 30 hours worked.
- **Illinois:** the Paid Leave for All Workers Act provides up to 40 hours of paid leave for any reason, and Chicago's own ordinance goes further.

## One policy or many?

A single policy that meets the most generous rule everywhere is simpler to explain and run, but costs more in states with lower minimums. Separate policies per state cost less but need a system that tracks accrual by where each hour was worked. Shiftlane supports both: accrual rules attach to locations, so an employee who works in two states accrues correctly in each, and balances show on their phone. Local ordinances change often, so review your policy with counsel each year.`,
  },
  {
    slug: 'time-clock-rounding-seven-minute-rule',
    title: 'Time clock rounding: is the seven-minute rule still safe?',
    intro:
      'Rounding clock-ins to the nearest quarter hour is allowed under federal rules if it is neutral. Courts are increasingly skeptical, and paying to the minute is now the safer default.',
    date: '2026-03-31 09:00',
    author: 'product',
    category: 'Time tracking',
    image: 'time-clock-kiosk',
    seo_description:
      'What federal rules say about time clock rounding, why it has become riskier, especially in California, and what to do instead.',
    body: `## What the federal rule says

Federal regulations allow employers to round start and stop times to the nearest five minutes, tenth or quarter of an hour, as long as over time the practice does not fail to pay employees for time they actually worked. With quarter-hour rounding, one to seven minutes round down and eight to fourteen round up, which is where the seven-minute rule gets its name.

## Why it is riskier than it looks

- Rounding has to be neutral in practice, not just on paper. If early clock-ins are rounded down but late clock-outs are not rounded up, the policy fails.
- In California, the state Supreme Court held in 2021 that meal periods may not be rounded, and courts have questioned rounding generally when employers can capture exact times.
- Claims over a few minutes a day add up across hundreds of employees and several years.

## Our recommendation

Pay to the minute, and manage early and late clock-ins with schedule rules instead: require approval for clock-ins more than five minutes before a shift, and remind staff to clock out when it ends. Shiftlane supports both approaches; see the [time clock](/time-clock).`,
  },
  {
    slug: 'scheduling-minors-summer-jobs',
    title: 'Scheduling teens for summer: child labor hour limits by age',
    intro:
      'Summer hiring brings in 14- to 17-year-olds, and with them federal and state limits on hours and times of day. Breaking them is one of the easiest violations to prove.',
    date: '2026-04-28 09:00',
    author: 'compliance',
    category: 'Retail',
    image: 'compliance-warnings',
    seo_description:
      'FLSA hour limits for 14- and 15-year-olds, hazardous job rules for 16- and 17-year-olds, and how to make the schedule enforce them.',
    body: `## Federal limits for 14- and 15-year-olds

- Work outside school hours only.
- No more than 3 hours on a school day and 18 hours in a school week.
- No more than 8 hours on a non-school day and 40 hours in a non-school week.
- Only between 7 a.m. and 7 p.m., extended to 9 p.m. from June 1 through Labor Day.

## 16- and 17-year-olds

Federal law does not limit hours for 16- and 17-year-olds, but it bans hazardous work such as operating power-driven meat slicers, bakery mixers and forklifts. Many states add their own hour limits, late-night restrictions and work permit requirements, and where state and federal rules differ, the stricter rule applies.

## Make the schedule enforce it

Record each employee's date of birth and let the scheduling system apply the limits for their age and state. Shiftlane blocks shifts that break the hour or time-of-day rules for minors, and recalculates automatically on a birthday. It is the simplest [compliance](/compliance-hub) win there is.`,
  },
  {
    slug: 'form-i-9-shift-work-onboarding',
    title: 'Form I-9 in a shift-work onboarding flow',
    intro:
      'High-volume hiring makes Form I-9 easy to get wrong. Build the deadlines into onboarding and you avoid the most common paperwork violations.',
    date: '2026-06-23 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'onboarding-checklist',
    seo_description:
      'Form I-9 deadlines, remote document examination for E-Verify employers, retention rules and how to build them into shift-work onboarding.',
    body: `## The deadlines

- **Section 1:** completed by the employee no later than their first day of work for pay.
- **Section 2:** completed by the employer within three business days of the first day, after examining acceptable documents.
- **Short engagements:** if the job lasts fewer than three business days, both sections are due on day one.
- **Reverification:** before a time-limited work authorization document expires.

## Remote document checks

Employers enrolled in E-Verify and in good standing can examine documents remotely over a live video call, using the alternative procedure authorized by DHS, and must keep copies of the documents. Everyone else must examine original documents in person, which matters when you hire for several sites from one office.

## Build it into the schedule

Hold a new hire's first shift until Section 1 is done, and block their second week of shifts if Section 2 is still open. Shiftlane's onboarding checklist tracks both and alerts the site manager on day two. Keep completed forms for three years after the date of hire or one year after employment ends, whichever is later. More in our [compliance hub](/compliance-hub).`,
  },
  {
    slug: 'skilled-nursing-facility-staffing',
    title: 'Staffing a skilled nursing facility shift by shift',
    intro:
      'Skilled nursing facilities juggle state staffing minimums, agency costs and residents who need continuity. Here is how well-run facilities keep all three under control.',
    date: '2026-09-08 09:00',
    author: 'education',
    category: 'Healthcare',
    image: 'industry-care-home',
    seo_description:
      'How skilled nursing facilities schedule from census, split hours by license type and cut agency use with internal open shifts.',
    body: `Skilled nursing schedules start from a number: the nursing hours per resident day required by your state and your own care standards, multiplied by census. Census moves daily, so the schedule has to move too.

## Build from census, not from last month

- Staff the core schedule to average census, with a float pool for the busiest 10% of days.
- Split the requirement by license type, because RN, LPN and CNA hours are not interchangeable.
- Recalculate each morning from the midnight census and post open shifts for any gap.

## Cut agency use with your own pool

Agency nurses can cost two to three times the hourly rate of your own staff. Facilities that offer open shifts to part-time and PRN staff first, with a modest incentive for hard-to-fill shifts, typically fill most gaps internally. Cedar Ridge Senior Living cut agency shifts by 38% this way; read [their story](/customers/cedar-ridge-senior-living).

> Continuity is care: residents do better when they see the same CNAs, so assign consistent units wherever you can.`,
  },
  {
    slug: 'january-minimum-wage-increase-checklist',
    title: 'January 1 minimum wage increases: a checklist for multi-state employers',
    intro:
      'Around 20 states and dozens of cities raise their minimum wage on January 1. A short checklist in November keeps the first payroll of the year clean.',
    date: '2026-11-17 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'pay-rules',
    seo_description:
      'A November checklist for January 1 minimum wage increases: rates by location, exempt thresholds, effective-dated pay rates, budgets and posters.',
    body: `Every year, minimum wages rise in around 20 states and many cities on January 1, with more following on July 1. Some increases are fixed in statute; others are indexed to inflation and announced only in the fall, so the figures change every year.

## The November checklist

1. List every location and the state, county and city minimum that applies to it, including tipped and minor rates.
2. Check whether any exempt employees fall below a new state salary threshold.
3. Enter new pay rates in your scheduling and payroll systems with an effective date, not on the day.
4. Re-run January labor budgets: a 3% to 5% rise on minimum-wage roles changes the cost of every schedule.
5. Update required workplace posters, physical and electronic.
6. Tell affected employees before their first paycheck of the year.

## Let the effective date do the work

In Shiftlane, pay rates carry an effective date. Enter them in November and January schedules show the new cost straight away, while December timesheets still pay the old rate. See [labor cost reporting](/features).`,
  },
];
