// Compliance hub summaries for the United Kingdom (general information, not legal advice).
import type { ComplianceDef } from './types';

export const gbCompliance: ComplianceDef[] = [
  {
    slug: 'right-to-work-checks',
    title: 'Right to work checks',
    summary:
      'Every employer must check a worker’s right to work in the UK before employment starts, and keep a record. Civil penalties reach £60,000 per illegal worker.',
    jurisdiction: 'United Kingdom',
    updated: '2026-07-21',
    body: `## The duty

Before employment starts, employers must check that each worker has the right to work in the UK and to do the work in question. A check carried out correctly, before employment, gives a statutory excuse against a civil penalty.

## How to check

- **Online check** using a share code, for people with digital immigration status such as an eVisa.
- **Certified identity document validation technology,** for British and Irish citizens with a valid passport.
- **Manual check** of original acceptable documents, in the worker's presence or by live video call while you hold the originals.

## Records and follow-ups

Keep a copy of the check for the duration of employment and for two years afterwards. Workers with time-limited permission need a follow-up check before their permission expires.

## In Shiftlane

Check dates and expiry dates are stored per person, with reminders 60 days before a follow-up is due and an option to stop someone being rostered once permission has lapsed. Read our [practical walkthrough](/gb/blog/right-to-work-checks-shift-workers).`,
  },
  {
    slug: 'national-minimum-wage-records',
    title: 'National Minimum Wage records',
    summary:
      'Employers must keep records showing they pay at least the minimum wage for six years, and the burden of proof is on the employer.',
    jurisdiction: 'United Kingdom',
    updated: '2026-04-01',
    body: `## What to keep

Keep records that show each worker was paid at least the National Minimum Wage or National Living Wage for every pay reference period: hours worked, pay, deductions and any time spent travelling or training that counts as working time. Records must be kept for six years after the end of the pay reference period.

## Why it matters

If HMRC or a worker challenges pay, it is for the employer to prove the minimum wage was paid. Underpayments must be repaid at current rates, and employers can face penalties of up to 200% of arrears, capped at £20,000 per worker, and public naming.

## Common traps

- Unpaid time before or after shifts, such as handovers, security checks or mandatory training
- Deductions or payments for uniforms and equipment that take pay below the minimum
- Salaried staff whose hours rise in busy periods

## In Shiftlane

Every hour worked is stored with its pay period, and timesheets are flagged when effective hourly pay falls below the rate for the worker's age. Read about [April pay rises](/gb/blog/april-national-living-wage-rota-costs).`,
  },
  {
    slug: 'sunday-trading-large-shops-england',
    title: 'Sunday trading and Sunday working in England',
    summary:
      'Large shops can open for six continuous hours between 10am and 6pm on Sundays, cannot open on Easter Sunday or Christmas Day, and shop workers can opt out of Sunday work.',
    jurisdiction: 'England',
    updated: '2026-03-10',
    body: `## Opening hours for large shops

Shops with a sales area over 280 square metres may open on Sundays for up to six continuous hours between 10am and 6pm. They may not open on Easter Sunday, and under separate legislation they may not open on Christmas Day. The same rules apply in Wales.

## Shop workers' Sunday rights

- Shop workers can opt out of Sunday working by giving their employer written notice. The opt-out takes effect after three months' notice.
- Employers must give new shop workers a written statement explaining this right.
- It is unlawful to dismiss or disadvantage a worker for opting out.

## In Shiftlane

Sunday shifts are limited to the trading window you set for each shop, and staff who have opted out of Sunday work cannot be rostered on Sundays once their notice has taken effect.`,
  },
  {
    slug: 'scotland-bank-holidays-and-sunday-working',
    title: 'Bank holidays and Sunday working in Scotland',
    summary:
      'Scotland has nine bank holidays, different from England’s, no Sunday trading hour limits, and its own protection for shop workers who do not want to work Sundays.',
    jurisdiction: 'Scotland',
    updated: '2026-01-12',
    body: `## Bank holidays

Scotland's bank holidays are New Year's Day, 2 January, Good Friday, the early May and spring bank holidays, the summer bank holiday on the first Monday in August, St Andrew's Day, Christmas Day and Boxing Day. Easter Monday is not a bank holiday in Scotland. Many employers also recognise local holidays, which vary by council area.

## Trading and Sunday work

- There are no general restrictions on Sunday trading hours in Scotland.
- Large shops, over 280 square metres, may not open on Christmas Day.
- Shop workers in Scotland can opt out of Sunday working under the Sunday Working (Scotland) Act 2003, on the same basis as in England and Wales.

## In Shiftlane

Each site can follow the Scottish bank holiday calendar plus local holidays, and Sunday opt-outs are respected when rostering. Read about [fair bank holiday rotas](/gb/blog/bank-holiday-rota-fairness).`,
  },
  {
    slug: 'wales-agricultural-minimum-wage',
    title: 'Agricultural minimum wage in Wales',
    summary:
      'Agricultural workers in Wales are covered by the Agricultural Wages (Wales) Order, which sets minimum pay and conditions that can exceed the National Minimum Wage.',
    jurisdiction: 'Wales',
    updated: '2026-05-05',
    body: `## The Order

In Wales, the Agricultural Wages (Wales) Order, made on the advice of the Agricultural Advisory Panel for Wales, sets minimum rates of pay for agricultural workers by grade, along with entitlements such as overtime rates, on-call allowances, holiday and sick pay. Where a rate in the Order is higher than the National Minimum Wage, the higher rate applies. England's equivalent board was abolished in 2013, so the Order has no English counterpart.

## What to check

- Each worker's grade and the matching hourly rate
- Overtime rates for hours beyond the standard working week
- Holiday entitlement and any allowances for dogs, night work or being on call

## In Shiftlane

Pay rules for Welsh agricultural sites can be set up with grade-based rates and overtime thresholds, so timesheets are paid at the Order's rates automatically.`,
  },
  {
    slug: 'northern-ireland-working-time-and-holiday',
    title: 'Working time and holiday in Northern Ireland',
    summary:
      'Northern Ireland has its own Working Time Regulations and ten public and bank holidays, and the 2024 Great Britain holiday accrual reforms do not apply.',
    jurisdiction: 'Northern Ireland',
    updated: '2026-02-24',
    body: `## Separate legislation

Employment law is devolved in Northern Ireland. Working time is governed by the Working Time Regulations (Northern Ireland) 2016, which mirror the main Great Britain rules on the 48-hour average, rest breaks and 5.6 weeks' paid holiday. The 2024 reforms that introduced 12.07% accrual and rolled-up holiday pay for irregular-hours workers in Great Britain do not apply.

## Holidays

Northern Ireland has ten bank and public holidays, including St Patrick's Day on 17 March and the Battle of the Boyne holiday on 12 July.

## Holiday pay claims

Following the Supreme Court's 2023 decision in the Agnew case, claims for underpaid holiday pay in Northern Ireland can potentially reach back further than in Great Britain, so accurate records of variable pay matter even more.

## In Shiftlane

Northern Ireland sites use their own holiday calendar and holiday rules, separate from sites in Great Britain.`,
  },
];
