// Compliance hub summaries for the United States (general information, not legal advice).
import type { ComplianceDef } from './types';

export const usCompliance: ComplianceDef[] = [
  {
    slug: 'california-meal-and-rest-breaks',
    title: 'California meal and rest breaks',
    summary:
      'Meal periods before the end of the fifth hour, paid rest breaks every four hours, and an extra hour of pay when either is missed.',
    jurisdiction: 'California',
    updated: '2026-09-15',
    body: `## The rules

- **Meal periods:** a 30-minute, duty-free meal period starting before the end of the fifth hour of work, and a second before the end of the tenth hour. The first can be waived by mutual consent on shifts of no more than six hours.
- **Rest breaks:** a paid, uninterrupted 10-minute rest break for every four hours worked or major fraction of four hours, taken near the middle of each work period where practicable.
- **Premium pay:** one additional hour of pay at the regular rate of compensation for each workday a compliant meal period is not provided, and one for each workday a compliant rest break is not provided.

## Records

Record the start and end of each meal period. Meal periods should not be rounded. Timesheets that show late or short meal periods are treated as evidence of a violation unless the employer can show a compliant break was provided.

## In Shiftlane

Breaks are scheduled as timed blocks, employees attest at clock-out, and premiums are calculated automatically. Read our guide to [scheduling to avoid premium pay](/blog/california-meal-and-rest-breaks-scheduling).`,
  },
  {
    slug: 'california-daily-overtime',
    title: 'California daily overtime and double time',
    summary:
      'Overtime after eight hours in a day and 40 in a week, double time after 12 hours, and special rules for the seventh consecutive day.',
    jurisdiction: 'California',
    updated: '2026-07-01',
    body: `## The rules

- One and a half times the regular rate for hours over eight in a workday or 40 in a workweek.
- Double the regular rate for hours over 12 in a workday.
- On the seventh consecutive day of work in a workweek: time and a half for the first eight hours and double time after that.

Employers can adopt an alternative workweek schedule, such as four 10-hour days, only through a secret-ballot election of the affected employees and a filing with the state.

## In Shiftlane

Daily, weekly and seventh-day rules are applied per location, and projected overtime shows on the schedule as you build it. See [FLSA overtime and the regular rate](/blog/flsa-regular-rate-of-pay) for how the regular rate is calculated.`,
  },
  {
    slug: 'new-york-spread-of-hours',
    title: 'New York spread of hours and split shifts',
    summary:
      'An extra hour of pay at the minimum wage when the workday spans more than 10 hours or includes a split shift.',
    jurisdiction: 'New York',
    updated: '2026-05-20',
    body: `## The rule

When an employee's spread of hours, the time from the start to the end of the workday including breaks and time off duty, exceeds 10 hours, or the day includes a split shift, the employee is owed one additional hour of pay at the basic minimum hourly rate.

- In most industries, the rule applies to employees earning at or near the minimum wage.
- In restaurants and all-year hotels covered by the Hospitality Industry Wage Order, it applies to all employees regardless of their rate of pay.

## Related rules in New York City

New York City's Fair Workweek Law adds advance notice, premiums for schedule changes and rest-between-shifts rules for fast food employers, and bans most schedule changes inside 72 hours for retail employers. Read our [predictive scheduling guide](/blog/predictive-scheduling-laws-2026).

## In Shiftlane

Shiftlane measures the spread of every workday and adds the spread-of-hours payment to the timesheet when it is due.`,
  },
  {
    slug: 'oregon-predictive-scheduling',
    title: 'Oregon predictive scheduling',
    summary:
      'Statewide fair workweek rules for large retail, hospitality and food service employers: 14 days’ notice, rest between shifts and predictability pay.',
    jurisdiction: 'Oregon',
    updated: '2026-08-04',
    body: `## Who is covered

Employers in retail, hospitality and food services with 500 or more employees worldwide, for their hourly employees in Oregon.

## The main requirements

- **Written estimate** of the median hours and days an employee can expect, at hire.
- **Advance notice:** work schedules posted at least 14 days before the first day of the schedule.
- **Predictability pay:** one hour of pay at the regular rate for each change that adds time or moves a shift without reducing hours, and half the regular rate for each hour of scheduled work that is reduced or cancelled.
- **Rest between shifts:** at least 10 hours, with time and a half for hours worked inside the rest period.
- **Voluntary standby list:** employees who agree in writing can be offered extra hours without predictability pay.

## In Shiftlane

Oregon locations warn when a schedule is published late, calculate predictability pay on the timesheet and keep the standby list and written consents. Read our [city-by-city guide](/blog/predictive-scheduling-laws-2026).`,
  },
  {
    slug: 'illinois-one-day-rest-in-seven',
    title: 'Illinois One Day Rest in Seven Act and meal periods',
    summary:
      'At least 24 consecutive hours of rest in every workweek, and a meal period for shifts of seven and a half hours or more.',
    jurisdiction: 'Illinois',
    updated: '2026-04-14',
    body: `## Day of rest

Employees are entitled to at least 24 consecutive hours of rest in each workweek, in addition to their regular meal periods. A seventh day of work is allowed only in limited circumstances, such as when the employee volunteers and the employer holds a permit from the Illinois Department of Labor.

## Meal periods

- A meal period of at least 20 minutes for shifts of seven and a half hours or more, starting no later than five hours into the shift.
- An additional 20-minute meal period for each additional four and a half hours worked.

## Related rules

The Paid Leave for All Workers Act provides up to 40 hours of paid leave a year for any reason, and Chicago's Fair Workweek Ordinance adds scheduling notice and predictability pay for covered industries, including healthcare, hotels, restaurants, retail and warehouses.

## In Shiftlane

Illinois locations check for a 24-hour rest period in every workweek and warn when a long shift has no meal period scheduled.`,
  },
  {
    slug: 'washington-breaks-and-seattle-secure-scheduling',
    title: 'Washington meal and rest breaks, and Seattle Secure Scheduling',
    summary:
      'Paid rest breaks every four hours, a meal period for shifts over five hours, and Seattle’s advance notice and rest rules for large retail and food service employers.',
    jurisdiction: 'Washington',
    updated: '2026-06-30',
    body: `## Statewide break rules

- A paid rest break of at least 10 minutes for every four hours worked, and no more than three hours of work without one.
- A meal period of at least 30 minutes when working more than five hours, starting between the second and fifth hour of the shift.

## Seattle Secure Scheduling

Seattle's ordinance covers retail and food service employers with 500 or more employees worldwide, and full-service restaurants with 500 or more employees and at least 40 locations. Covered employers must:

- post schedules 14 days in advance
- provide a good-faith estimate of hours at hire
- pay predictability pay for most employer-initiated changes
- give 10 hours' rest between shifts, or pay time and a half for hours inside it
- offer additional hours to existing qualified employees before hiring

## In Shiftlane

Washington and Seattle rules are applied per location, with break warnings on the schedule and predictability pay calculated on the timesheet.`,
  },
];
