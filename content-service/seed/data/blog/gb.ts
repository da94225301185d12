// Posts only the United Kingdom publishes: UK employment law, HMRC and UK practice.
import type { PostDef } from './types';

export const gbPosts: PostDef[] = [
  {
    slug: 'holiday-pay-irregular-hours-12-07-percent',
    title: 'Holiday pay for irregular-hours workers: the 12.07% method explained',
    intro:
      'For leave years starting on or after 1 April 2024, irregular-hours and part-year workers accrue holiday at 12.07% of hours worked. Here is how it works on a real rota.',
    date: '2025-06-25 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'leave-balances',
    seo_description:
      'How the 12.07% holiday accrual works for irregular-hours and part-year workers, with a worked example and when rolled-up holiday pay is allowed.',
    body: `## Who it applies to

An irregular-hours worker is someone whose paid hours vary wholly or mostly from one pay period to the next, such as many zero-hours and casual staff. A part-year worker works only part of the year and is not paid for the rest, such as term-time staff. For leave years starting on or after 1 April 2024, both accrue holiday at the end of each pay period.

## Why 12.07%

The statutory minimum is 5.6 weeks a year. Someone who works all year has 46.4 working weeks (52 minus 5.6), and 5.6 divided by 46.4 is 12.07%. So every 10 hours worked earns 1.207 hours of holiday.

1. A worker does 86 hours in a four-week pay period.
2. They accrue 86 × 12.07% = 10.38 hours of holiday.
3. When they take holiday, you deduct the hours from their balance and pay them at their average rate, including regular overtime.

For these workers only, you can instead pay rolled-up holiday pay: an uplift of 12.07% on every payslip, shown as a separate line, with nothing paid when the holiday is taken. It is simpler to run, but you still need to make sure people take their time off. Shiftlane supports both methods; see [holiday management](/gb/features).`,
  },
  {
    slug: 'holiday-pay-52-week-reference-period',
    title: 'Holiday pay and overtime: what the 52-week reference period includes',
    intro:
      'Holiday pay must reflect what a worker normally earns, not just basic pay. For variable pay, that means a 52-week average and a clear view of which payments count.',
    date: '2025-08-27 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'pay-rules',
    seo_description:
      'How to calculate a week’s holiday pay for variable-pay workers: the 52-week reference period and what counts as normal remuneration.',
    body: `Since 6 April 2020, a week's holiday pay for workers with variable pay has been based on their average pay over the previous 52 weeks in which they were paid, looking back up to 104 weeks to find them. Weeks with no pay are skipped.

## What counts for the first four weeks

For the four weeks of leave that derive from EU law, regulations that apply to leave years starting on or after 1 January 2024 set out what normal remuneration includes:

- overtime that is regularly worked, including voluntary overtime
- commission
- payments for professional or personal status, such as seniority or qualifications
- other payments regularly received, such as shift premiums

## The other 1.6 weeks, and the data

The remaining 1.6 weeks can lawfully be paid at basic rate, although many employers pay all 5.6 weeks the same way to keep things simple. Either way, the calculation is only as good as the records behind it. Shiftlane stores every hour worked and every premium paid by week, so payroll can calculate the 52-week average without rebuilding it from old timesheets. For irregular-hours staff, see our [12.07% guide](/gb/blog/holiday-pay-irregular-hours-12-07-percent).`,
  },
  {
    slug: '48-hour-week-opt-out',
    title: 'The 48-hour week and opt-outs: what rota planners need to know',
    intro:
      'The Working Time Regulations cap average weekly hours at 48, not the hours in any single week. Here is how averaging, opt-outs and second jobs affect your rota.',
    date: '2025-09-17 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'compliance-warnings',
    seo_description:
      'How the 48-hour average is calculated, how opt-outs work, who cannot opt out, and how second jobs count towards the limit.',
    body: `## It is an average

Workers cannot be required to work more than 48 hours a week on average, normally calculated over a 17-week reference period, or up to 26 weeks for some work such as hospitals and care. A 60-hour week is lawful if the average stays under 48. Days of holiday, sick leave and maternity leave are excluded and replaced with the same number of days worked after the reference period, so holiday cannot be used to pull the average down.

## Opt-outs

- A worker can agree in writing to opt out of the limit. It must be individual and voluntary.
- They can cancel it with seven days' notice, or up to three months if the agreement says so.
- Nobody can be dismissed or treated unfairly for refusing to opt out.
- Under-18s cannot opt out: their limit is 8 hours a day and 40 a week.
- Opting out does not remove the rights to rest breaks, daily rest or weekly rest.

## Second jobs

The limit applies to total hours across all employers, so ask about other jobs at onboarding and whenever you offer extra shifts. Shiftlane tracks the 17-week average for each person, stores signed opt-outs with their date and warns when a shift would push someone without an opt-out over the limit. More in the [compliance hub](/gb/compliance-hub).`,
  },
  {
    slug: 'rest-breaks-working-time-regulations',
    title: 'Rest breaks under the Working Time Regulations: 20 minutes, 11 hours, 24 hours',
    intro:
      'Three numbers govern rest on a UK rota: a 20-minute break, 11 hours between working days and a weekly day off. Here is how each works, and where shift patterns trip them up.',
    date: '2025-11-05 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'break-planner',
    seo_description:
      'The rest break, daily rest and weekly rest rules in the Working Time Regulations, the stricter rules for young workers and the rota mistakes that breach them.',
    body: `## The entitlements

- **Rest break:** 20 minutes uninterrupted, away from the workstation, when the working day is longer than six hours. It does not have to be paid.
- **Daily rest:** 11 consecutive hours between working days.
- **Weekly rest:** 24 hours uninterrupted in each seven-day period, or 48 hours in each fourteen-day period.
- **Under-18s:** a 30-minute break after four and a half hours, 12 hours' daily rest and 48 hours' weekly rest.

## Where rotas go wrong

The most common breach is the late-to-early turnaround: a close at 11pm followed by a 9am start leaves ten hours. Breaks are also often taken at the very end of a shift, which does not count, because the break must fall during the working day. Some workers, for example in hospitals, care and security, can be given compensatory rest instead, but it has to be genuine rest taken soon afterwards.

## Let the rota check it

Shiftlane checks every shift against daily and weekly rest as you build, and warns when a shift longer than six hours has no break planned. See [rota planning](/gb/scheduling).`,
  },
  {
    slug: 'right-to-work-checks-shift-workers',
    title: 'Right to work checks for shift workers: a practical walkthrough',
    intro:
      'Hiring fast for busy periods is when right to work checks get skipped. The civil penalty is now up to £60,000 per illegal worker, so the check has to happen before the first shift.',
    date: '2025-12-17 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'onboarding-checklist',
    seo_description:
      'How to carry out right to work checks for shift workers: online share code checks, IDVT, manual checks, follow-ups and record keeping.',
    body: `You must check the right to work of every worker before their employment starts, whatever their nationality, and keep a record. A correctly completed check gives you a statutory excuse against a civil penalty if it later turns out the worker did not have permission to do the job.

## Three ways to check

1. **Online check** with a share code, for people with digital immigration status such as an eVisa or EU Settlement Scheme status.
2. **Identity document validation technology** through a certified provider, for British and Irish citizens with a valid passport.
3. **Manual check** of original acceptable documents, in the worker's presence or over a video call while you hold the originals.

## Follow-up checks and records

Workers with time-limited permission need a follow-up check before it expires. Keep a copy of the check for the length of employment plus two years. Shiftlane stores the check date and expiry for each person, reminds you 60 days before a follow-up is due and can stop someone being rostered once their permission has lapsed. See the [right to work summary](/gb/compliance-hub/right-to-work-checks) in our compliance hub.`,
  },
  {
    slug: 'timesheets-to-payroll-before-rti',
    title: 'Getting timesheets into payroll before the RTI deadline',
    intro:
      'Under Real Time Information, your Full Payment Submission must reach HMRC on or before payday. Late timesheet approvals are the usual reason payroll runs out of time.',
    date: '2026-01-28 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'integrations-hub',
    seo_description:
      'A weekly payroll timetable that works back from payday, BACS and the RTI Full Payment Submission, and how to make timesheet approval routine.',
    body: `Every time you pay employees, your payroll software sends a Full Payment Submission to HMRC on or before the payment date. Corrections are possible, but late or inaccurate submissions can lead to penalties, and staff notice mistakes on their payslips long before HMRC does.

## Work back from payday

For a weekly payroll paid on a Friday, a typical timetable looks like this:

- **Monday 10am:** managers approve last week's timesheets.
- **Monday 2pm:** payroll reviews exceptions, overtime and holiday.
- **Tuesday:** timesheets are exported to payroll and the pay run is calculated and checked.
- **Wednesday:** BACS submission, two working days before the money needs to land.
- **Friday:** payday, with the FPS sent on or before the day.

## Make approval boring

Shiftlane reminds managers the day before the cut-off, shows payroll which sites have not approved and exports approved hours with pay rates, overtime and holiday accrual already calculated. Your payroll software stays responsible for PAYE and National Insurance; Shiftlane makes sure the hours going in are right. See the [time clock](/gb/time-clock).`,
  },
  {
    slug: 'april-national-living-wage-rota-costs',
    title: 'April pay rises: updating your rota costs for the National Living Wage',
    intro:
      'Minimum wage rates change every April. Updating rates with an effective date, checking differentials and re-running rota budgets keeps April’s first payroll clean.',
    date: '2026-03-04 09:00',
    author: 'payroll',
    category: 'Payroll',
    image: 'wage-cost-vs-sales',
    seo_description:
      'What to update for the April National Living Wage increase: effective-dated rates, age bands, pay differentials, budgets and hidden deductions.',
    body: `The National Living Wage and National Minimum Wage rise every April, on rates recommended by the Low Pay Commission and confirmed by the government the previous autumn. From 1 April 2026 the National Living Wage for workers aged 21 and over rises from £12.21 to £12.71 an hour, and the rate for 18- to 20-year-olds from £10.00 to £10.85.

## Four things to update

1. **Pay rates with an effective date:** new rates apply from the first pay reference period starting on or after 1 April, so March shifts still pay the old rate.
2. **Age bands:** staff who turn 21 move to the higher rate; with dates of birth recorded, that happens automatically.
3. **Differentials:** if supervisors were paid 50p above the minimum, decide whether to keep the gap.
4. **Budgets:** re-run April to June rota costs, including employer National Insurance and pension contributions.

## Watch deductions and unpaid time

Minimum wage breaches more often come from unpaid time than from rates: uniform deductions, unpaid handovers or training outside shifts can take pay below the minimum for the pay period. Shiftlane flags any timesheet where effective hourly pay falls below the rate that applies. Read the [minimum wage records summary](/gb/compliance-hub/national-minimum-wage-records).`,
  },
  {
    slug: 'zero-hours-reforms-rota-preparation',
    title: 'Zero-hours reforms: how to prepare your rotas now',
    intro:
      'The government’s employment rights reforms bring guaranteed hours offers, reasonable notice of shifts and pay for short-notice cancellations. Most of it is not in force yet, but rota habits take time to change.',
    date: '2026-04-01 09:00',
    author: 'compliance',
    category: 'Compliance',
    image: 'notice-period',
    seo_description:
      'What the planned zero-hours reforms mean for rotas: guaranteed hours, reasonable notice of shifts and compensation for cancelled shifts, and how to prepare.',
    body: `The government's employment rights reforms will change how zero-hours and low-hours workers are rostered. Its implementation roadmap puts these measures in 2027, with the detail, including notice periods and compensation amounts, to be set in regulations after consultation.

## What is planned

- **Guaranteed hours:** employers must offer qualifying workers a contract that reflects the hours they regularly work over a reference period.
- **Reasonable notice of shifts:** workers must be given reasonable notice of shifts and of changes to them.
- **Pay for cancellations:** shifts cancelled, moved or cut short at short notice will attract compensation.

## What to do now

Measure how far ahead you publish rotas and how many shifts change after publishing; those two numbers will drive your costs once the rules apply. Aim to publish two weeks ahead and keep late changes below 10% of shifts. Shiftlane already reports notice periods and changes by site, and will calculate cancellation payments once the regulations set the rules. We will update the [compliance hub](/gb/compliance-hub) as details are confirmed.`,
  },
  {
    slug: 'bank-holiday-rota-fairness',
    title: 'Bank holiday rotas: fair allocation without the arguments',
    intro:
      'There is no legal right to time off on a bank holiday, and no statutory premium for working one. That makes a clear, fair rule for who works them all the more important.',
    date: '2026-04-29 09:00',
    author: 'education',
    category: '{Rostering}',
    image: 'week-schedule',
    seo_description:
      'How to allocate bank holiday shifts fairly, handle Christmas separately and treat part-time staff correctly on bank holiday entitlement.',
    body: `England and Wales have eight bank holidays a year, Scotland nine and Northern Ireland ten. Whether staff get them off, and whether they are paid extra for working them, depends entirely on their contract, and the statutory 5.6 weeks of holiday can include them.

## A rule people accept

1. Count each person's bank holiday shifts over a rolling 12 months, and offer the next one to the lowest counts first.
2. Let staff swap bank holidays with each other, like for like, through the app.
3. Treat Christmas Day, Boxing Day and New Year's Day as a separate pool, so nobody works all three.
4. Publish the bank holiday rota at least six weeks ahead.

## Pay and part-timers

If full-timers get bank holidays off as paid holiday, part-timers must not be treated less favourably. That usually means a pro-rata bank holiday entitlement, rather than only getting the days that happen to fall on their working days. Shiftlane tracks bank holiday counts per person and pro-rates entitlements automatically; see [holiday management](/gb/features).`,
  },
  {
    slug: 'care-home-rota-safe-staffing',
    title: 'Rostering a care home to safe staffing levels',
    intro:
      'Care homes are rostered against dependency, not footfall. Build the rota from residents’ needs, protect continuity and keep agency use as the exception.',
    date: '2026-06-24 09:00',
    author: 'education',
    category: 'Healthcare',
    image: 'industry-care-home',
    seo_description:
      'How care homes build rotas from resident dependency, evidence safe staffing to the regulator and reduce agency use with their own bank staff.',
    body: `In England, the CQC does not set fixed staffing ratios. It expects providers to deploy enough suitably qualified, competent and experienced staff to meet residents' needs, and to show how they decided what enough is. Scotland's Health and Care (Staffing) (Scotland) Act adds a statutory duty of its own. Either way, a dependency tool and a rota that follows it are your best evidence.

## Build from dependency

- Score residents' dependency regularly and convert it into care hours for each shift.
- Split the requirement by role: nurses, senior carers, carers and ancillary staff.
- Set a night-time minimum that covers two-person transfers and an emergency.

## Keep agency as the exception

Agency shifts typically cost 1.5 to 2 times the hourly cost of an employed carer. Offer open shifts to your own bank staff first, with visibility across every home in the group. Larkfield Care Homes cut agency spend by a third this way; read [their story](/gb/customers/larkfield-care-homes).

> Continuity is care quality: residents living with dementia do better with familiar faces, so keep staff on the same unit wherever you can.`,
  },
  {
    slug: 'tips-service-charges-and-the-rota',
    title: 'Tips, service charges and the rota: getting allocation right',
    intro:
      'Since October 2024, employers must pass on all tips and service charges to workers, fairly and without deductions. Your rota and timesheets are the evidence that the split is fair.',
    date: '2026-09-09 09:00',
    author: 'payroll',
    category: 'Hospitality',
    image: 'industry-restaurant',
    seo_description:
      'What the Employment (Allocation of Tips) Act requires, common fair allocation methods and why accurate hours by role underpin them.',
    body: `The Employment (Allocation of Tips) Act 2023 came into force on 1 October 2024 in England, Scotland and Wales. Employers must pass on all qualifying tips, gratuities and service charges to workers, without deductions other than tax, by the end of the month after they were paid. Employers who receive tips must also have a written tipping policy, keep records of how tips were allocated for three years, and share that information when a worker asks.

## What fair allocation looks like

The statutory code of practice does not prescribe a formula, but allocation must be fair and transparent. Common approaches are:

- **Hours-based:** each worker's share is proportional to hours worked in the period.
- **Points-based:** roles carry points, such as 1.0 for servers and 0.7 for kitchen, multiplied by hours.
- **Service-based:** tips from each service are split between the people who worked it.

## Where the rota comes in

All three methods depend on accurate hours by role and by shift. Shiftlane exports worked hours by role and service period, so your tronc or payroll provider allocates from real data, and a worker who asks for the tipping record sees numbers that match their own timesheet. See the [time clock](/gb/time-clock).`,
  },
  {
    slug: 'under-18s-christmas-rota-rules',
    title: 'Hiring under-18s for Christmas: rota rules for young workers',
    intro:
      'Seasonal hiring often brings in 16- and 17-year-olds. The Working Time Regulations give them stricter limits than adults, and your rota needs to know who they are.',
    date: '2026-11-18 09:00',
    author: 'compliance',
    category: 'Retail',
    image: 'industry-retail',
    seo_description:
      'Working Time Regulations limits for young workers: daily and weekly hours, breaks, rest and night work, and how to rota them safely at Christmas.',
    body: `Young workers, those above school leaving age but under 18, have their own rules under the Working Time Regulations, and they cannot opt out of them. Children below school leaving age are covered by separate rules and local authority work permits, which are beyond this post.

## The limits

- No more than 8 hours a day and 40 hours a week, with no averaging.
- A 30-minute break when working more than four and a half hours.
- 12 hours' rest between working days and 48 hours' weekly rest.
- Night work is restricted: generally not between 10pm and 6am, or 11pm and 7am where the contract requires work after 10pm, with limited exceptions.

## Getting the rota right

Record dates of birth at onboarding and let the rota apply the limits. Avoid closing shifts that finish after 10pm, and do not let young workers pick up extra shifts that push a week past 40 hours. Their minimum wage rate is also lower than the adult rate, so check pay rates are set by age. Shiftlane blocks shifts that break the young worker rules as you build; see [rota planning](/gb/scheduling).`,
  },
];
