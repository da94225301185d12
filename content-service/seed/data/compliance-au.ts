// Compliance hub summaries for Australia (general information, not legal advice).
import type { ComplianceDef } from './types';

export const auCompliance: ComplianceDef[] = [
  {
    slug: 'casual-employment-employee-choice',
    title: 'Casual employment and the employee choice pathway',
    summary:
      'The Fair Work Act’s casual employee definition and the pathway for eligible casuals to notify their employer that they want to become permanent.',
    jurisdiction: 'Federal',
    updated: '2026-03-17',
    body: `## Who is a casual

Since 26 August 2024, an employee is a casual only if their employment lacks a firm advance commitment to continuing and indefinite work, judged on the real substance, practical reality and true nature of the relationship, and they are entitled to a casual loading or a specific casual rate.

## The employee choice pathway

- Eligible casuals can give written notice that they want to change to full-time or part-time employment after six months, or 12 months with a small business employer.
- The employer must consult the employee and respond in writing within 21 days.
- The employer may refuse only on the grounds set out in the Act, including fair and reasonable operational grounds.
- The Casual Employment Information Statement must be given at the start of employment and at the times the Act requires afterwards.

## In Shiftlane

The casual pattern report lists casuals who have worked a regular, systematic pattern for six months or more. Read [our guide to the pathway](/au/blog/casual-employment-employee-choice).`,
  },
  {
    slug: 'right-to-disconnect',
    title: 'The right to disconnect',
    summary:
      'Employees may refuse to monitor, read or respond to unreasonable contact outside working hours. It now applies to employers of every size.',
    jurisdiction: 'Federal',
    updated: '2025-09-02',
    body: `## The right

An employee may refuse to monitor, read or respond to contact, or attempted contact, from their employer or a third party outside working hours, unless the refusal is unreasonable. It has applied to non-small business employers since 26 August 2024 and to small business employers since 26 August 2025.

## Deciding whether a refusal is unreasonable

- the reason for the contact
- how the contact is made and how disruptive it is
- whether the employee is compensated for being available or working extra hours
- the employee's role and level of responsibility
- the employee's personal circumstances, including family or caring responsibilities

## In Shiftlane

Quiet hours hold non-urgent notifications until each person's next shift, and on-call arrangements can be rostered and paid explicitly. Read [messaging staff about shifts after hours](/au/blog/right-to-disconnect-rostering).`,
  },
  {
    slug: 'nsw-retail-trading-restricted-days',
    title: 'Restricted trading days for NSW retail',
    summary:
      'Most NSW shops must close on five restricted trading days unless exempt, and retail workers must freely elect to work on Boxing Day.',
    jurisdiction: 'New South Wales',
    updated: '2026-10-06',
    body: `## Restricted trading days

Under the Retail Trading Act 2008, most shops in New South Wales must close on Good Friday, Easter Sunday, Christmas Day, Boxing Day and before 1pm on Anzac Day, unless they are exempt by type or size or have been granted an exemption.

## Boxing Day and free choice

Where shops in exempt areas open on Boxing Day or other restricted days, employees must freely elect to work. Refusing cannot be held against them, and employers must not pressure staff to agree.

## Other NSW dates to roster around

- The Bank Holiday on the first Monday in August applies to banks and certain financial institutions, not to other businesses.
- Public holidays that fall on a weekend may attract additional or substitute days.

## In Shiftlane

NSW stores can be set to block rostering on restricted days, and Boxing Day shifts can require staff to opt in before they are assigned. Read our [Christmas rostering plan](/au/blog/christmas-boxing-day-rostering).`,
  },
  {
    slug: 'victoria-long-service-leave',
    title: 'Long service leave in Victoria',
    summary:
      'Victorian employees are entitled to long service leave after seven years of continuous employment, including casual and seasonal workers.',
    jurisdiction: 'Victoria',
    updated: '2026-02-10',
    body: `## Entitlement

Under the Long Service Leave Act 2018 (Vic), employees are entitled to long service leave after seven years of continuous employment with the same employer, calculated as one-sixtieth of their total period of continuous employment: just over six weeks after seven years.

## Points that catch employers out

- Casual and seasonal employees are covered, and some breaks between engagements do not break continuity.
- Leave can be taken in one or more periods, with a minimum of one day each time.
- Pay is based on the employee's ordinary pay, with averaging rules when hours have changed.
- Some industries, such as community services, contract cleaning and security, are covered by Victoria's portable long service leave scheme instead.

## In Shiftlane

Continuous service is calculated from each employee's start date and worked hours, and long service leave balances accrue in the background for payroll.`,
  },
  {
    slug: 'queensland-public-holidays',
    title: 'Public holidays in Queensland',
    summary:
      'Queensland public holidays include a part-day holiday on Christmas Eve evening and show holidays that vary by region.',
    jurisdiction: 'Queensland',
    updated: '2026-08-11',
    body: `## Dates that differ from other states

- **Christmas Eve:** a part-day public holiday from 6pm to midnight, so evening shifts attract public holiday rates under most awards.
- **Labour Day** falls on the first Monday in May.
- **The King's Birthday** is celebrated on the first Monday in October.
- **Show holidays:** the Royal Queensland Show holiday applies in Brisbane in August, and other regions have their own show days on different dates.

## Rostering implications

Employees can reasonably refuse to work on a public holiday in some circumstances under the National Employment Standards, so ask early and roster volunteers first. Budget for public holiday penalty rates, and check which show holiday applies to each site.

## In Shiftlane

Each Queensland site follows the state calendar plus its local show holiday, and the Christmas Eve evening part-day holiday is applied automatically to affected shifts.`,
  },
  {
    slug: 'western-australia-state-system',
    title: 'The Western Australian state system',
    summary:
      'Many WA sole traders, partnerships and other unincorporated employers are covered by the state industrial relations system, not the Fair Work Act.',
    jurisdiction: 'Western Australia',
    updated: '2026-07-07',
    body: `## Who is covered

In Western Australia, employers that are not constitutional corporations, such as sole traders, partnerships and some trusts, are generally covered by the state system under the Industrial Relations Act 1979 (WA). Companies are generally covered by the national Fair Work system.

## What is different

- State awards apply instead of Modern Awards, and the WA Minimum Conditions of Employment Act 1993 sets minimum entitlements.
- The WA Industrial Relations Commission sets the state minimum wage each year, usually from 1 July.
- Long service leave for most WA employees is governed by the Long Service Leave Act 1958 (WA), whichever system applies.

## In Shiftlane

Sites can be assigned a WA state award or a Modern Award, so a group with both incorporated and unincorporated businesses can run them side by side.`,
  },
];
