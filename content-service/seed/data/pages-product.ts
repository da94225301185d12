// Product pages: pricing and features.
import { addOnList, pricingTable } from '../lib/blocks-product';
import { ctaBanner, faq, featureGrid, hero, image, page, richText, type PageDef } from '../lib/blocks';
import { reviewBadges, trustBar } from '../lib/blocks-proof';
import { pick, type Region } from '../lib/locale';

export function pricing(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  const tax = p({ us: 'applicable sales tax', gb: 'VAT', au: 'GST' });
  return {
    path: 'pricing',
    name: 'Pricing',
    content: page({
      seo_title: 'Pricing',
      seo_description:
        'Starter is free. Premium and Enterprise are priced per active user per month, with optional add-ons and no setup fees.',
      body: [
        hero({
          headline: 'Pay for the people on your {roster}, nothing else',
          subheadline: `Starter is free. Paid plans are charged per active user per month, and anyone without a shift that month costs nothing. Prices exclude ${tax}.`,
          cta_text: 'Start a free trial of Premium',
          cta_link: '~/get-started',
          image: image('week-schedule'),
        }),
        trustBar(),
        pricingTable({
          headline: 'Plans',
          intro: 'Every plan includes the mobile app, unlimited managers and help from a real person.',
          highlight: 'premium',
          highlight_label: 'Most popular',
          cta_text: 'Start free trial',
          cta_link: '~/get-started',
          ctas: [{ plan: 'enterprise', text: 'Talk to sales', to: '~/book-a-consultation' }],
          billing_note: `Per active user per month, billed annually. Prices exclude ${tax}.`,
        }),
        addOnList({
          headline: 'Add-ons',
          intro: 'Add what you need to any paid plan, for the whole team or just the sites that use it.',
        }),
        richText(`## Every plan includes

- Unlimited managers and admins at no extra cost
- iOS and Android apps for staff and managers
- Onboarding help by chat and email, and our full [training library](~/training)
- Data export at any time, in formats your next system can read

## How billing works

An active user is anyone with at least one shift or timesheet in the billing month. Annual plans are invoiced up front; monthly billing is available at a 20% premium. Seasonal businesses can add and remove staff freely, and you are never charged for people who have left.`),
        faq('Pricing questions', [
          [
            'Is there a setup fee?',
            'No. Premium includes self-serve onboarding. Enterprise customers get a scoped implementation, priced with the subscription rather than as a separate project.',
          ],
          [
            'What happens when the trial ends?',
            'You choose a plan or stay on Starter. Nothing is deleted: {rosters}, timesheets and messages stay where they are, and features outside your plan become read-only.',
          ],
          [
            'Do you offer discounts?',
            'Registered charities and not-for-profits get 25% off any paid plan. Multi-year Enterprise agreements are priced individually.',
          ],
          [
            'Can we mix plans across locations?',
            'Each account has one plan so that reporting and pay rules stay consistent. If one region needs Premium features and another does not, talk to sales about an Enterprise agreement.',
          ],
        ]),
        reviewBadges({
          headline: 'Rated by the teams who use it',
          intro:
            'Independent scores from managers on a software review site and from staff in the app stores.',
        }),
        ctaBanner(
          'Not sure which plan fits?',
          'Tell us how many people and sites you have and we will recommend a plan in one email, with no follow-up calls unless you ask.',
          'Talk to sales',
          '~/book-a-consultation',
        ),
      ],
    }),
  };
}

export function features(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'features',
    name: 'Features',
    content: page({
      seo_title: 'Features',
      seo_description:
        '{Rostering}, time clock, timesheets, {leave} management, {labour} cost reporting, payroll integrations and team messaging in one workforce app.',
      body: [
        hero({
          headline: 'One app from the first shift to the final {payslip}',
          subheadline:
            'Replace the spreadsheet, the punch clock and the group chat with a single source of truth your payroll team trusts.',
          cta_text: 'See pricing',
          cta_link: '~/pricing',
          image: image('timesheet-approval'),
        }),
        trustBar(),
        featureGrid('What Shiftlane does', [
          [
            '{Rostering}',
            'Templates, copy-forward, auto-fill and open shifts. Build a week for 200 people in the time it used to take to build one team.',
          ],
          [
            'Time clock',
            'Phone, tablet kiosk or web. Geofences, photo capture and offline clock-ins that sync when the signal returns.',
          ],
          [
            'Timesheets',
            'Clock-ins matched to shifts, variances highlighted, breaks deducted by rule. Approve a whole site in one pass.',
          ],
          [
            '{Leave} management',
            p({
              us: 'PTO and sick leave accrual by state policy, request and approval flows, and balances staff can check themselves.',
              gb: 'Statutory and contractual holiday, 12.07% accrual for irregular hours, bank holiday handling and self-service balances.',
              au: "Annual, personal/carer's and long service leave balances, leave loading and public holiday handling, visible to staff in the app.",
            }),
          ],
          [
            '{Labour} cost reporting',
            'Wages as a percentage of sales by hour, day, site and team, with forecast versus actual so you can see where a week went off plan.',
          ],
          [
            'Payroll integrations',
            'Built-in connections to the leading payroll platforms, plus CSV and API exports mapped to your pay codes.',
          ],
          [
            'Team messaging',
            'Company announcements, site and shift chats, and read receipts for the messages that matter.',
          ],
          [
            'Compliance rules',
            p({
              us: 'Overtime, breaks, minors and fair workweek rules configured per location.',
              gb: 'Working time limits, rest breaks, young worker rules and right to work expiry dates.',
              au: 'Modern Award interpretation, minimum engagement, rest gaps and maximum hours.',
            }),
          ],
          [
            'Demand forecasting',
            'Forecast sales, foot traffic or patient numbers from history and turn them into recommended staffing levels by hour.',
          ],
        ]),
        richText(`## Integrations and security

Shiftlane connects to point-of-sale systems for sales forecasts, to HR systems for employee records and to payroll for pay runs. Everything is also available through a documented REST API and webhooks.

Single sign-on, role-based permissions, audit logs on every timesheet change and annual SOC 2 Type II audits come as standard. Read more [about us](~/about) and how we handle your data.`),
        reviewBadges({
          headline: 'Rated by the people who use it every day',
          intro:
            'Managers review Shiftlane on an independent software review site; staff rate the app in the stores.',
        }),
        ctaBanner(
          'See it with your own {roster}',
          'Import last week from a spreadsheet and watch Shiftlane flag what would have cost you overtime.',
          'Start free',
          '~/get-started',
        ),
      ],
    }),
  };
}
