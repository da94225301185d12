// The region home pages.
import { ctaBanner, faq, featureGrid, hero, image, page, quote, richText, type PageDef } from '../lib/blocks';
import { reviewBadges, socialProofStats } from '../lib/blocks-proof';
import { pick, type Region } from '../lib/locale';

export function home(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'home',
    name: 'Home',
    startpage: true,
    content: page({
      seo_title: p({
        us: 'Shiftlane | Employee scheduling, time clock and timesheets',
        gb: 'Shiftlane | Staff rota software, time clock and timesheets for UK teams',
        au: 'Shiftlane | Rostering, time and attendance and award interpretation',
      }),
      seo_description: p({
        us: 'Build schedules in minutes, track time on any device and send payroll-ready timesheets, with FLSA overtime and predictive scheduling rules built in.',
        gb: 'Build rotas in minutes, track time on any device and send payroll-ready timesheets, with Working Time Regulations and holiday pay rules built in.',
        au: 'Build rosters in minutes, track time on any device and send payroll-ready timesheets with Modern Award rules and penalty rates applied.',
      }),
      body: [
        hero({
          headline: '{Rosters} built in minutes. Payroll-ready timesheets by Monday.',
          subheadline: `Shiftlane brings {rostering}, time clock, {leave} and {labour} costs into one app your managers and staff actually use, with ${p(
            {
              us: 'FLSA overtime and predictive scheduling rules',
              gb: 'Working Time Regulations and holiday pay rules',
              au: 'Modern Award and Fair Work rules',
            },
          )} built in.`,
          cta_text: 'Start your free trial',
          cta_link: '~/get-started',
          image: image('week-schedule'),
        }),
        socialProofStats({
          eyebrow: 'Shiftlane in numbers',
          headline: 'Shift teams all over the world plan their week here',
          theme: 'purple-light',
        }),
        featureGrid('Everything between the {roster} and the {payslip}', [
          [
            'Drag-and-drop {rostering}',
            'Build a week from templates, copy last week or auto-fill from availability. Double bookings, unavailable staff and short rest gaps are flagged before you publish.',
          ],
          [
            'A time clock on any device',
            'Staff clock in on their phone inside a geofence or on a shared tablet with photo capture. Every clock-in lands on the timesheet against the shift it belongs to.',
          ],
          [
            '{Leave} and availability',
            'Requests, balances and approvals in one place, so the {roster} never books someone who has {leave} booked or has said they cannot work.',
          ],
          [
            '{Labour} cost as you build',
            'See wages against forecast sales by day, site and team while you build the {roster}, not three weeks later when payroll has run.',
          ],
          [
            'Payroll integrations',
            p({
              us: 'Approved timesheets export to your payroll provider with pay rates, overtime and premiums already calculated. No re-keying, no CSV clean-up.',
              gb: 'Approved timesheets export to your payroll software with pay rates, overtime and holiday accrual already calculated, in time for your HMRC submission.',
              au: 'Approved timesheets export to your payroll software with award rates, penalty rates and allowances applied, ready for Single Touch Payroll reporting.',
            }),
          ],
          [
            'Team messaging',
            'Announcements with read receipts and a chat for every shift keep work conversations out of personal group chats and in one searchable place.',
          ],
        ]),
        richText(
          p({
            us: `## Built for the rules you work under

Overtime after 40 hours, daily overtime in California, meal-break premiums, two weeks' notice in Oregon, Seattle, Chicago and New York City. Shiftlane checks every schedule against the rules for the location before you publish and warns you while there is still time to fix it.

- FLSA weekly overtime and state daily overtime
- Predictive scheduling notice, rest between shifts and predictability pay
- Meal and rest break tracking with attestation on clock-out
- Minor work-hour limits by state

Read the plain-English guides in our [compliance hub](/compliance-hub).`,
            gb: `## Built for the rules you work under

The 48-hour average week, 11 hours' rest between shifts, a 20-minute break after six hours, holiday that accrues at 12.07% for irregular-hours staff. Shiftlane checks every rota against the Working Time Regulations before you publish, and keeps the records you need if HMRC or a tribunal ever asks.

- Working time and rest-break warnings as you build the rota
- Opt-out tracking for the 48-hour week
- Holiday accrual for irregular-hours and part-year workers
- Right to work document expiry reminders

Read the plain-English guides in our [compliance hub](~/compliance-hub).`,
            au: `## Built for the rules you work under

Penalty rates on Sundays, minimum engagements, broken shifts, casual loading, overtime after 38 hours. Shiftlane reads your Modern Award or enterprise agreement and applies it to every timesheet, so what you roster is what you pay, and what you pay is right.

- Award interpretation for retail, hospitality, fast food, aged care and SCHADS
- Rest-gap, minimum engagement and maximum hours warnings as you roster
- Timesheet records kept for the seven years the Fair Work Act requires
- Single Touch Payroll-ready pay categories

Read the plain-English guides in our [compliance hub](~/compliance-hub).`,
          }),
        ),
        quote(
          p({
            us: {
              quote:
                'We post schedules 14 days out at every café now. The predictability pay line on our payroll report has dropped to almost nothing, and my managers got their Sunday evenings back.',
              author: 'Dana Whitcomb',
              author_title: 'Director of Operations',
              company: 'Harborline Coffee Co.',
            },
            gb: {
              quote:
                'Our rota used to live in three spreadsheets and a whiteboard. Now agency shifts are the exception, and I can see holiday cover for every home a month ahead.',
              author: 'Joanne Pearce',
              author_title: 'Operations Director',
              company: 'Larkfield Care Homes',
            },
            au: {
              quote:
                'Award interpretation used to take two people all of Monday morning. Now timesheets arrive with penalty rates already applied and we approve them before lunch.',
              author: 'Kirsty Lawler',
              author_title: 'Finance Manager',
              company: 'Red Gum Hotel Group',
            },
          }),
        ),
        faq('Questions we hear every week', [
          [
            'How long does it take to get set up?',
            'Most teams publish their first {roster} within a day. Import staff from a spreadsheet or your payroll system, add locations and roles, and invite everyone to the mobile app. Organisations with more than 250 staff get a named onboarding specialist.',
          ],
          [
            'Does Shiftlane work with our payroll?',
            p({
              us: 'Shiftlane exports approved timesheets to the major US payroll platforms through built-in integrations, and to anything else through a configurable CSV or our API. Pay rules run before export, so overtime and premiums arrive already calculated.',
              gb: 'Shiftlane exports approved timesheets to the leading UK payroll packages through built-in integrations, and to anything else through a configurable CSV or our API. Your payroll software stays responsible for PAYE and the RTI submission to HMRC.',
              au: 'Shiftlane exports approved timesheets to the leading Australian payroll platforms with award pay categories mapped, and to anything else through a configurable CSV or our API. Your payroll software lodges Single Touch Payroll with the ATO as usual.',
            }),
          ],
          [
            'Can staff use their own phones?',
            'Yes. There are iOS and Android apps for staff and managers, plus a kiosk mode for a shared tablet at the door. Geofencing and photo capture can be switched on or off for each site.',
          ],
          [
            'Where is our data stored?',
            p({
              us: 'In US data centers, encrypted in transit and at rest. Shiftlane is audited annually against SOC 2 Type II and supports single sign-on on every paid plan.',
              gb: 'In UK data centres, encrypted in transit and at rest. We act as your data processor under UK GDPR, are audited annually against SOC 2 Type II and support single sign-on on every paid plan.',
              au: 'In Australian data centres, encrypted in transit and at rest. We handle personal information under the Australian Privacy Principles, are audited annually against SOC 2 Type II and support single sign-on on every paid plan.',
            }),
          ],
        ]),
        reviewBadges({
          headline: 'Rated by managers and their teams',
          intro:
            'Scores from an independent review site and the app stores, where managers and staff review us.',
        }),
        ctaBanner(
          "Build next week's {roster} in Shiftlane",
          'Free for up to 31 days. No credit card, no setup fee, and your data stays yours if you leave.',
          'Get started',
          '~/get-started',
        ),
      ],
    }),
  };
}
