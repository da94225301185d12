// Glossary terms every region defines, localised through tokens and region variants.
import { pick, type Region } from '../lib/locale';

export interface TermDef {
  slug: string;
  term: string;
  short_definition: string;
  /** Definition in the notation of lib/rich.ts. */
  definition: string;
}

export type SharedTerm = (r: Region) => TermDef;

const clockIn: SharedTerm = () => ({
  slug: 'clock-in',
  term: 'Clock-in',
  short_definition:
    'The moment an employee records the start of their working time, on a time clock, phone or kiosk.',
  definition: `A clock-in records when an employee starts work, and a clock-out when they finish. Together they are the raw data behind every timesheet.

Modern time clocks record more than a timestamp: the location, checked against a geofence; a photo; the device used; and the shift the clock-in belongs to. Matching each clock-in to a {rostered} shift is what lets managers approve timesheets by exception. See the [time clock](~/time-clock).`,
});

const demandForecasting: SharedTerm = () => ({
  slug: 'demand-forecasting',
  term: 'Demand forecasting',
  short_definition:
    'Predicting how busy a business will be, usually by hour, so that staffing can match demand.',
  definition: `Demand forecasting uses history, such as sales, transactions, covers or patient arrivals, plus known events to predict demand for each hour of a coming period. A productivity standard for each role, such as covers per server per hour, then turns forecast demand into a recommended headcount.

Good forecasts account for {public_holidays}, promotions, weather and local events. Read our guide to [forecasting {labour} demand](~/blog/forecasting-{labour}-demand).`,
});

const labourCost: SharedTerm = (r) => ({
  slug: '{labour}-cost-percentage',
  term: '{Labour} cost percentage',
  short_definition: 'Wages divided by sales for the same period, expressed as a percentage.',
  definition: `{Labour} cost percentage measures how much of each sale goes on wages. If a café pays {cur}2,800 in wages in a week with {cur}10,000 of sales, its {labour} cost percentage is 28%.

Decide whether to use base wages or fully loaded cost, which adds ${pick(r, {
    us: 'overtime, premiums, payroll taxes and benefits',
    gb: 'overtime, employer National Insurance and pension contributions',
    au: 'penalty rates, superannuation and payroll tax',
  })}, and use the same definition everywhere. Targets work best set by daypart rather than by week.`,
});

const openShift: SharedTerm = () => ({
  slug: 'open-shift',
  term: 'Open shift',
  short_definition: 'A shift with nobody assigned, offered to eligible staff to claim.',
  definition: `An open shift is published without an assigned employee and offered to everyone who holds the right role, is available and would not breach an hours rule. Staff claim it from the app, and the manager approves the claim or it is assigned automatically.

Open shifts replace ringing round for cover and are the fastest way to fill sickness gaps. See [{rostering} in Shiftlane](~/scheduling).`,
});

const overtime: SharedTerm = (r) => ({
  slug: 'overtime',
  term: 'Overtime',
  short_definition: pick(r, {
    us: 'Hours worked beyond a legal or contractual threshold, paid at a premium: under the FLSA, time and a half after 40 hours in a workweek.',
    gb: 'Hours worked beyond an employee’s contracted hours. UK law sets no overtime premium; any enhanced rate comes from the contract.',
    au: 'Hours worked beyond ordinary hours under an award, agreement or the NES, usually paid at 150% and then 200%.',
  }),
  definition: pick(r, {
    us: `Under the Fair Labor Standards Act, non-exempt employees must be paid at least one and a half times their regular rate for hours over 40 in a workweek. Some states go further: California requires daily overtime after eight hours and double time after 12.

The regular rate includes shift differentials and nondiscretionary bonuses, not just the base hourly rate. Read [FLSA overtime and the regular rate](/blog/flsa-regular-rate-of-pay).`,
    gb: `UK law does not require overtime to be paid at a higher rate, but average pay for all hours worked must not fall below the National Minimum Wage, and total hours are limited by the 48-hour average in the Working Time Regulations unless a worker opts out.

Overtime worked regularly must be included in holiday pay for the first four weeks of statutory leave. Read about [holiday pay and overtime](~/blog/holiday-pay-52-week-reference-period).`,
    au: `Under most Modern Awards, hours worked beyond the daily or weekly ordinary hours, or outside the span of ordinary hours, are overtime. A common pattern is 150% for the first two or three hours and 200% after that, with higher rates on Sundays and public holidays.

The NES limits ordinary hours to 38 a week plus reasonable additional hours. Read [award interpretation, explained](~/blog/award-interpretation-explained).`,
  }),
});

const payrollIntegration: SharedTerm = (r) => ({
  slug: 'payroll-integration',
  term: 'Payroll integration',
  short_definition:
    'A connection that sends approved timesheet data from a workforce system to payroll software.',
  definition: `A payroll integration moves approved hours, pay rates, overtime, {leave} and allowances into the payroll system, mapped to the right pay codes, so nobody re-keys timesheets.

${pick(r, {
  us: 'Payroll stays responsible for tax withholding and filings; the integration makes sure the hours going in are right.',
  gb: 'Payroll stays responsible for PAYE, National Insurance and the RTI submission to HMRC; the integration makes sure the hours going in are right.',
  au: 'Payroll stays responsible for PAYG withholding, super and Single Touch Payroll reporting; the integration makes sure the hours going in are split into the right pay categories.',
})} See [Shiftlane features](~/features).`,
});

const roster: SharedTerm = () => ({
  slug: '{roster}',
  term: '{Roster}',
  short_definition: 'The plan of who works which shifts, where and when, over a period.',
  definition: `A {roster} sets out each employee's shifts for a period, usually one or two weeks, including start and finish times, role, location and breaks. A published {roster} is the baseline against which clock-ins, variances and overtime are measured.

Good {rosters} match staffing to forecast demand, respect availability, {leave} and legal limits, and are published early enough for staff to plan their lives.`,
});

const shiftSwap: SharedTerm = () => ({
  slug: 'shift-swap',
  term: 'Shift swap',
  short_definition: 'An exchange of shifts between two employees, usually subject to approval.',
  definition: `A shift swap lets one employee give a shift to, or exchange it with, a colleague. Swaps reduce no-shows because staff solve clashes themselves, but they need rules: like-for-like qualifications, no new overtime and a cut-off before the shift.

Handled in the app, a swap updates the {roster} and the timesheet together. Read our [guide to shift swaps](~/blog/shift-swaps-without-the-group-chat).`,
});

const timesheet: SharedTerm = () => ({
  slug: 'timesheet',
  term: 'Timesheet',
  short_definition: 'A record of the hours an employee worked in a pay period, used to calculate pay.',
  definition: `A timesheet lists each shift worked in a pay period with start and finish times, breaks and any allowances or {leave}. In a digital system it is built automatically from clock-ins and matched to the {roster}, so managers only review the differences.

Approved timesheets are the input to payroll and the main evidence of hours worked if pay is ever disputed.`,
});

const unpaidBreak: SharedTerm = (r) => ({
  slug: 'unpaid-break',
  term: 'Unpaid break',
  short_definition: 'A break during a shift for which the employee is not paid, deducted from hours worked.',
  definition: pick(r, {
    us: `An unpaid break, usually a meal period of 30 minutes or more, is deducted from hours worked. Under federal rules it must be a genuine break, free of duties; short rest breaks of 5 to 20 minutes must be paid.

States including California, Washington, Oregon and New York set their own meal break rules. See [California meal and rest breaks](/blog/california-meal-and-rest-breaks-scheduling).`,
    gb: `Under the Working Time Regulations, workers are entitled to a 20-minute rest break when working more than six hours, and it does not have to be paid. Many employers offer longer or paid breaks by contract.

An unpaid break must be genuinely free of work, and deducting it must not take average pay below the National Minimum Wage. See [rest breaks under the Working Time Regulations](/gb/blog/rest-breaks-working-time-regulations).`,
    au: `Modern Awards set meal break rules, typically an unpaid break of 30 to 60 minutes after five hours of work, alongside paid rest breaks of around 10 minutes. If the meal break is not given, some awards require a penalty payment until it is taken.

The exact rules depend on the award and shift length. See [award interpretation, explained](/au/blog/award-interpretation-explained).`,
  }),
});

export const sharedTerms: SharedTerm[] = [
  clockIn,
  demandForecasting,
  labourCost,
  openShift,
  overtime,
  payrollIntegration,
  roster,
  shiftSwap,
  timesheet,
  unpaidBreak,
];
