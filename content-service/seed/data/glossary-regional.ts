// Glossary terms only one region defines.
import type { Region } from '../lib/locale';
import type { TermDef } from './glossary-shared';

export const regionalTerms: Record<Region, TermDef[]> = {
  us: [
    {
      slug: 'break-compliance',
      term: 'Break compliance',
      short_definition:
        'Making sure meal and rest breaks required by state law are scheduled, taken and recorded.',
      definition: `Federal law does not require meal or rest breaks for adults, but many states do, and some, such as California, require premium pay when a break is missed, late or short.

Break compliance means putting breaks on the schedule, recording them at the time clock, asking employees to attest to breaks at clock-out where appropriate, and paying any premiums due. See the [time clock](/time-clock).`,
    },
    {
      slug: 'exempt-employee',
      term: 'Exempt employee',
      short_definition:
        'An employee who is not entitled to overtime under the FLSA because they meet the salary and duties tests.',
      definition: `To be exempt from FLSA overtime, an employee generally must be paid on a salary basis, at or above the salary threshold, and have primary duties that meet the executive, administrative, professional or another recognized exemption. Job titles do not decide exemption.

Several states set higher salary thresholds than the federal one. Read [classification mistakes that lead to back pay](/blog/exempt-vs-non-exempt-classification).`,
    },
    {
      slug: 'flsa',
      term: 'FLSA',
      short_definition:
        'The Fair Labor Standards Act: the federal law on minimum wage, overtime, recordkeeping and child labor.',
      definition: `The Fair Labor Standards Act of 1938 sets the federal minimum wage, requires overtime at one and a half times the regular rate for non-exempt employees after 40 hours in a workweek, sets recordkeeping rules and restricts child labor. It is enforced by the Department of Labor's Wage and Hour Division.

States and cities can set higher standards, and employers must follow whichever rule is more generous to the employee. See our [compliance hub](/compliance-hub).`,
    },
    {
      slug: 'predictive-scheduling',
      term: 'Predictive scheduling',
      short_definition:
        'Laws requiring advance notice of work schedules and extra pay for late changes, also called fair workweek laws.',
      definition: `Predictive scheduling laws, in force in Oregon and cities including Seattle, San Francisco, Los Angeles, Chicago, Philadelphia and New York City, typically require covered employers to post schedules 14 days ahead, pay predictability pay for late changes, give rest between shifts and provide good-faith estimates of hours.

Coverage usually depends on industry and employer size. Read our [city-by-city guide](/blog/predictive-scheduling-laws-2026).`,
    },
    {
      slug: 'workweek',
      term: 'Workweek',
      short_definition:
        'A fixed, recurring period of 168 hours (seven consecutive 24-hour periods) used to calculate FLSA overtime.',
      definition: `Under the FLSA, each workweek stands alone: overtime is calculated on hours worked within the employer's fixed workweek, and hours cannot be averaged across two or more weeks. The workweek can start on any day and at any hour, but once set it should not be changed to avoid overtime.

A biweekly pay period still contains two separate workweeks for overtime purposes.`,
    },
  ],
  gb: [
    {
      slug: 'holiday-pay',
      term: 'Holiday pay',
      short_definition:
        'Pay for statutory and contractual annual leave, which must reflect a worker’s normal pay.',
      definition: `Workers are entitled to 5.6 weeks of paid holiday a year, capped at 28 days for someone working five days a week. For the first four weeks, pay must include normal remuneration such as regular overtime, commission and shift premiums, averaged over the previous 52 paid weeks where pay varies.

Irregular-hours and part-year workers accrue holiday at 12.07% of hours worked for leave years starting on or after 1 April 2024. Read [the 12.07% method explained](/gb/blog/holiday-pay-irregular-hours-12-07-percent).`,
    },
    {
      slug: 'rest-break',
      term: 'Rest break',
      short_definition:
        'The 20-minute uninterrupted break workers are entitled to when working more than six hours a day.',
      definition: `Under the Working Time Regulations, adult workers are entitled to a rest break of at least 20 uninterrupted minutes, away from their workstation, when the working day is longer than six hours. It must be taken during the day, not at the start or end, and need not be paid.

Young workers are entitled to 30 minutes after four and a half hours. See [rest breaks under the Working Time Regulations](/gb/blog/rest-breaks-working-time-regulations).`,
    },
    {
      slug: 'right-to-work-check',
      term: 'Right to work check',
      short_definition:
        'The check every UK employer must make, before employment starts, that a worker is allowed to do the job.',
      definition: `Employers must check that every worker has the right to work in the UK before they start, using an online share code check, certified identity document validation technology, or a manual check of original documents, and keep a record for the length of employment plus two years.

A correct check provides a statutory excuse against civil penalties of up to £60,000 per illegal worker. Read our [practical walkthrough](/gb/blog/right-to-work-checks-shift-workers).`,
    },
    {
      slug: 'working-time-regulations',
      term: 'Working Time Regulations',
      short_definition:
        'The 1998 regulations that limit working hours and set rest breaks, rest periods and paid holiday in Great Britain.',
      definition: `The Working Time Regulations 1998 set the 48-hour limit on average weekly working time (with an individual opt-out), night work limits, a 20-minute rest break after six hours, 11 hours' daily rest, weekly rest and 5.6 weeks' paid holiday. Stricter rules apply to young workers.

Northern Ireland has its own equivalent, the Working Time Regulations (Northern Ireland) 2016. Read about [the 48-hour week and opt-outs](/gb/blog/48-hour-week-opt-out).`,
    },
    {
      slug: 'zero-hours-contract',
      term: 'Zero-hours contract',
      short_definition: 'A contract under which the employer does not guarantee any minimum hours of work.',
      definition: `On a zero-hours contract, the employer is not obliged to offer work and, since 2015, cannot stop the worker from working for other employers. Zero-hours workers are entitled to the minimum wage, holiday (accrued at 12.07% for irregular-hours workers) and rest breaks.

The government's employment rights reforms plan guaranteed hours offers, reasonable notice of shifts and pay for short-notice cancellations. Read [how to prepare your rotas](/gb/blog/zero-hours-reforms-rota-preparation).`,
    },
  ],
  au: [
    {
      slug: 'award-interpretation',
      term: 'Award interpretation',
      short_definition:
        'Applying the rules of a Modern Award or enterprise agreement to hours worked to calculate correct pay.',
      definition: `Award interpretation takes a timesheet and applies the relevant award's rules on ordinary hours, penalty rates, overtime, allowances, breaks and minimum engagement to produce pay lines. Doing it manually is slow and error-prone, particularly for businesses covering several awards.

Read [award interpretation, explained](/au/blog/award-interpretation-explained).`,
    },
    {
      slug: 'casual-loading',
      term: 'Casual loading',
      short_definition:
        'An extra amount, usually 25% of the base rate, paid to casual employees instead of paid leave and notice.',
      definition: `Casual employees do not receive paid annual leave, paid personal/carer's leave or notice of termination. Most Modern Awards compensate with a casual loading of 25% on the ordinary hourly rate. On weekends and public holidays, many awards set a combined casual penalty rate that already includes the loading.

Read about [casual employment after Closing Loopholes](/au/blog/casual-employment-employee-choice).`,
    },
    {
      slug: 'fair-work-act',
      term: 'Fair Work Act',
      short_definition:
        'The Fair Work Act 2009: the main federal law governing employment in Australia’s national workplace relations system.',
      definition: `The Fair Work Act 2009 sets out the National Employment Standards, the framework for Modern Awards and enterprise agreements, protections against unfair dismissal and adverse action, and the roles of the Fair Work Commission and the Fair Work Ombudsman.

Recent amendments introduced the right to disconnect, a new casual employment definition and a criminal offence for intentional wage underpayment. See our [compliance hub](/au/compliance-hub).`,
    },
    {
      slug: 'penalty-rates',
      term: 'Penalty rates',
      short_definition:
        'Higher rates of pay for work at certain times, such as weekends, public holidays, evenings and nights.',
      definition: `Penalty rates are set by Modern Awards and enterprise agreements and compensate employees for working at unsociable times. For example, under the Hospitality Industry (General) Award, full-time and part-time employees receive 150% of the base rate on Sundays and 225% on public holidays.

Read [rostering with penalty rates in view](/au/blog/penalty-rates-sunday-public-holiday-rostering).`,
    },
    {
      slug: 'single-touch-payroll',
      term: 'Single Touch Payroll',
      short_definition:
        'The ATO system through which employers report pay, tax and super information each time they pay employees.',
      definition: `Single Touch Payroll (STP) sends payroll information to the ATO from STP-enabled payroll software each pay run. Phase 2 added a breakdown of gross pay into components such as overtime, allowances, paid leave and bonuses, along with income type and employment basis codes.

Read [what your timesheet data needs for STP Phase 2](/au/blog/single-touch-payroll-phase-2-timesheets).`,
    },
  ],
};
