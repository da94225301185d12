// Insight reports. Figures come from the fictional product's anonymised data and surveys.
import type { Region } from '../lib/locale';
import type { InsightDef } from './types';

export const insights: Record<Region, InsightDef[]> = {
  us: [
    {
      slug: 'state-of-shift-work-2026',
      title: 'State of shift work 2026',
      summary:
        'Anonymised data from a sample of 4,100 US workplaces and a survey of 2,300 hourly workers: schedule notice is improving, overtime is not, and predictability is the benefit workers value most after pay.',
      date: '2026-02-17 09:00',
      category: 'Report',
      image: 'survey-results',
      body: `Our annual report combines anonymised scheduling and time data from a sample of 4,100 US workplaces on Shiftlane with a survey of 2,300 hourly workers in retail, hospitality, healthcare and logistics, conducted in December 2025.

## Key findings

- Average schedule notice rose from 8.6 to 10.4 days, driven by employers in fair workweek cities.
- Overtime held steady at 6.1% of hours worked, with healthcare highest at 9.3%.
- 61% of workers said a predictable schedule matters as much as a $1 an hour raise.
- Workers whose schedules changed least after posting were 1.6 times more likely to say they plan to stay a year.

## What it means

Notice periods are lengthening fastest where the law requires it, but the retention benefit shows up everywhere. Employers who publish two weeks ahead without being required to are earning loyalty cheaply. Read more on [schedule stability and turnover](/blog/schedule-stability-and-turnover).`,
    },
    {
      slug: 'overtime-benchmarks-by-industry-2026',
      title: 'Overtime benchmarks by industry, 2026',
      summary:
        'How much overtime is normal? Median overtime as a share of hours worked across retail, restaurants, hotels, healthcare and warehousing, with the gap between the best and worst quarters.',
      date: '2026-05-12 09:00',
      category: 'Benchmark',
      image: 'benchmark-report',
      body: `This benchmark uses anonymised timesheet data from US workplaces on Shiftlane for the 12 months to March 2026, grouped by industry and size.

## Median overtime as a share of hours worked

- Restaurants: 3.8%
- Retail: 2.9%
- Hotels: 5.4%
- Healthcare and senior living: 9.3%
- Warehousing and logistics: 8.1%

## The gap that matters

In every industry, workplaces in the best quarter ran less than half the overtime of the median, and most of the difference was unplanned: late clock-outs, sick cover and shifts added after publishing. See [seven ways to cut unplanned overtime](/blog/seven-ways-to-cut-unplanned-overtime).`,
    },
    {
      slug: 'the-cost-of-a-late-schedule',
      title: 'The cost of a late schedule',
      summary:
        'Schedules published less than seven days ahead see more swaps, more no-shows and more overtime. We measured how much more, and what it costs per location.',
      date: '2026-08-25 09:00',
      category: 'Research',
      image: 'retention-chart',
      body: `We compared 1.2 million published shifts at US workplaces on Shiftlane by how far ahead they were published, controlling for industry, size and season.

## What late schedules cost

- Shifts published under seven days ahead were swapped 2.3 times as often as those published 14 or more days ahead.
- No-show rates were 38% higher.
- Overtime on those shifts was 27% higher, largely from last-minute cover.

For a typical 40-person location, moving from five to 14 days' notice was associated with savings of around $21,000 a year in overtime and cover costs.

> Publishing early is not just a legal requirement in fair workweek cities. It is one of the cheapest operational improvements available to any employer.`,
    },
  ],
  gb: [
    {
      slug: 'state-of-shift-work-2026-uk',
      title: 'State of shift work 2026: UK edition',
      summary:
        'Anonymised data from a sample of 2,600 UK workplaces and a survey of 1,500 shift workers: rota notice, holiday pay confidence and what workers want from the coming zero-hours reforms.',
      date: '2026-02-18 09:00',
      category: 'Report',
      image: 'survey-results',
      body: `Our annual UK report combines anonymised rota and time data from a sample of 2,600 workplaces on Shiftlane with a survey of 1,500 shift workers across retail, hospitality, care and logistics, carried out in December 2025.

## Key findings

- Average rota notice was 7.9 days, up from 6.8 a year earlier; only 31% of rotas were published two weeks ahead.
- 14% of shifts changed after publishing, and late changes were most common in hospitality.
- 42% of irregular-hours workers were not confident their holiday pay was right.
- 68% of workers on variable hours said reasonable notice of shifts mattered more to them than guaranteed hours.

## What it means

The planned reforms on notice and cancellation will put a price on habits that are already common. Employers who lengthen notice now will find the transition cheap. Read [how to prepare your rotas](/gb/blog/zero-hours-reforms-rota-preparation).`,
    },
    {
      slug: 'holiday-pay-readiness-survey-2026',
      title: 'Holiday pay readiness survey 2026',
      summary:
        'We asked 400 UK payroll and HR leads how they handle 12.07% accrual, rolled-up holiday pay and the 52-week reference period. Most are compliant on paper; few are confident in their data.',
      date: '2026-06-09 09:00',
      category: 'Survey',
      image: 'leave-balances',
      body: `We surveyed 400 payroll and HR leads at UK employers with at least 50 shift workers in April and May 2026.

## Key findings

- 71% use 12.07% accrual for irregular-hours workers; 19% use rolled-up holiday pay; 10% were unsure which method applied.
- 58% include regular overtime in holiday pay for the first four weeks; 23% include commission and shift premiums as well.
- Only 36% said they could produce 52 weeks of variable pay data for any worker within an hour.

## The data gap

Most employers know the rules; the weak point is records. Holiday pay is only as accurate as the hours and premiums behind it, week by week. Our [guide to the 52-week reference period](/gb/blog/holiday-pay-52-week-reference-period) sets out what to keep.`,
    },
    {
      slug: 'hospitality-rota-benchmarks-2026',
      title: 'Hospitality rota benchmarks 2026',
      summary:
        'Labour cost, overtime and rota notice for UK pubs, restaurants, cafés and hotels, from anonymised data across 900 hospitality venues.',
      date: '2026-09-22 09:00',
      category: 'Benchmark',
      image: 'benchmark-report',
      body: `This benchmark uses anonymised rota, timesheet and sales data from 900 UK hospitality venues on Shiftlane for the year to June 2026.

## Median labour cost as a share of sales

- Cafés and coffee shops: 31%
- Pubs: 27%
- Restaurants: 33%
- Hotels, rooms division: 36%

## Where the best venues differ

Venues in the top quarter published rotas 11 days ahead on average, against five days for the bottom quarter, and used staggered starts in 80% of evening services. Their overtime was 40% below the median. See [how to build a restaurant rota around covers](/gb/blog/restaurant-rostering-by-covers).`,
    },
  ],
  au: [
    {
      slug: 'state-of-shift-work-2026-australia',
      title: 'State of shift work 2026: Australia',
      summary:
        'Anonymised data from a sample of 2,300 Australian workplaces and a survey of 1,400 shift workers: penalty rates, casual conversion and the right to disconnect in practice.',
      date: '2026-02-19 09:00',
      category: 'Report',
      image: 'survey-results',
      body: `Our annual Australian report combines anonymised roster and time data from a sample of 2,300 workplaces on Shiftlane with a survey of 1,400 shift workers in retail, hospitality, aged care and logistics, carried out in December 2025.

## Key findings

- Sunday shifts made up 11% of rostered hours but 16% of wage cost.
- 23% of casuals had worked a regular, predictable pattern for more than six months.
- 47% of workers said they had received a non-urgent roster message outside working hours in the past month.
- Average roster notice was 9.2 days, up from 8.1 a year earlier.

## What it means

The workforce is more predictable than its employment types suggest. Many long-term casuals look permanent in practice, and out-of-hours messaging is still common a year after the right to disconnect began. Read about the [employee choice pathway](/au/blog/casual-employment-employee-choice).`,
    },
    {
      slug: 'penalty-rates-rostering-benchmark-2026',
      title: 'Penalty rates and rostering: 2026 benchmark',
      summary:
        'How Australian hospitality and retail businesses staff weekends and public holidays, and what the best-run venues do differently with penalty rates.',
      date: '2026-06-16 09:00',
      category: 'Benchmark',
      image: 'benchmark-report',
      body: `This benchmark uses anonymised roster, timesheet and sales data from a sample of 1,100 Australian hospitality and retail workplaces on Shiftlane for the year to March 2026.

## Weekend and public holiday staffing

- Median Sunday labour cost was 34% of sales in hospitality and 14% in retail.
- Public holiday shifts cost 2.1 times a weekday shift on average, including casual loading.
- Venues in the top quarter rostered 18% fewer Sunday hours after 2pm than the median, with no drop in sales.

## What the best do differently

They see the cost of each shift while rostering, shape Sunday rosters around the trading peak and use permanent part-timers for predictable weekend work. Read [rostering with penalty rates in view](/au/blog/penalty-rates-sunday-public-holiday-rostering).`,
    },
    {
      slug: 'aged-care-workforce-pulse-2026',
      title: 'Aged care workforce pulse 2026',
      summary:
        'A survey of 300 residential aged care managers on care minutes, 24/7 registered nurse coverage, agency use and rostering workload.',
      date: '2026-10-13 09:00',
      category: 'Survey',
      image: 'industry-care-home',
      body: `We surveyed 300 facility and care managers at Australian residential aged care providers in August and September 2026.

## Key findings

- 74% said they met their care minutes targets in the most recent quarter; 41% said doing so required agency staff.
- 18% had at least one shift without a registered nurse on site in the past quarter.
- Managers spent a median of 9 hours a week on rostering and roster changes.
- Providers with roster and timesheets in one system spent 70% less time on care minutes reporting.

## What it means

Care minutes have made rostering a compliance activity as much as an operational one. Read our guide to [rostering for care minutes and 24/7 RN coverage](/au/blog/aged-care-care-minutes-rostering).`,
    },
  ],
};
