// Product pages for the two core modules: scheduling and the time clock.
import { ctaBanner, faq, featureGrid, hero, image, page, quote, type PageDef } from '../lib/blocks';
import { RETAIL_QUOTES } from './quotes';
import { ratingSummary, starRating, trustBar } from '../lib/blocks-proof';
import { pick, type Region } from '../lib/locale';

export function scheduling(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'scheduling',
    name: p({ us: 'Scheduling', gb: 'Rota planning', au: 'Rostering' }),
    content: page({
      seo_title: p({
        us: 'Employee scheduling software | Shiftlane',
        gb: 'Staff rota planning software | Shiftlane',
        au: 'Staff rostering software | Shiftlane',
      }),
      seo_description:
        'Build, publish and adjust {rosters} in minutes with templates, auto-fill, open shifts, shift swaps and live {labour} cost.',
      body: [
        hero({
          headline: '{Rosters} that survive contact with Monday',
          subheadline:
            'Build the week in minutes, publish it to every phone at once and handle the sick calls, swaps and surprises without starting again.',
          cta_text: 'Try {rostering} free',
          cta_link: '~/get-started',
          image: image('auto-fill-suggestions'),
        }),
        trustBar(),
        featureGrid('How {rostering} works in Shiftlane', [
          [
            'Templates and copy-forward',
            'Save a typical week per site and roll it forward. Most managers only edit the exceptions.',
          ],
          [
            'Auto-fill from availability',
            'Shiftlane fills open shifts with qualified people who are available, under their hours limit and cheapest first, then shows you why it chose them.',
          ],
          [
            'Rules checked before you publish',
            p({
              us: 'Overtime thresholds, clopening rest gaps, minors’ hours and predictive scheduling notice are checked in the editor, not discovered on payday.',
              gb: 'The 11-hour daily rest, weekly rest, the 48-hour average and young worker limits are checked in the editor, not discovered after the fact.',
              au: 'Minimum engagement, rest gaps between shifts, maximum ordinary hours and penalty rate costs are checked in the editor, not discovered at pay time.',
            }),
          ],
          [
            'Open shifts and swaps',
            'Post a shift to everyone qualified and let them claim it, or let staff swap with a colleague subject to your approval.',
          ],
          [
            'Live {labour} cost',
            'Every change updates the day’s wage cost and {labour} percentage against forecast, so the cost of a decision is visible when you make it.',
          ],
          [
            'Published to every phone',
            'One tap notifies everyone affected. Staff confirm they have seen their shifts and you can see who has not.',
          ],
        ]),
        quote(
          p({
            ...RETAIL_QUOTES,
            au: {
              quote:
                'We roster 22 stores from one screen and can see the cost of a Sunday shift before we publish it. That alone changed how we staff weekends.',
              author: 'Daniel Papadopoulos',
              author_title: 'Retail Operations Manager',
              company: 'Coastline Surf & Swim',
            },
          }),
        ),
        faq('{Rostering} questions', [
          [
            'Can staff see their shifts without the app?',
            'Yes. Published shifts can also be sent by email or SMS, and added to Google or Apple calendars with a private link.',
          ],
          [
            'How do shift swaps get approved?',
            'You choose per site: swaps between equally qualified staff can go through automatically, or every swap can wait for a manager. Either way the {roster} and timesheet update together.',
          ],
          [
            'Can we share staff across several sites?',
            'Yes. Staff can belong to multiple sites and roles, and Shiftlane prevents double-booking across all of them.',
          ],
        ]),
        ratingSummary({
          headline: 'Managers rate it highly',
          text: 'The average of every review of Shiftlane on independent review sites and in the app stores.',
        }),
        ctaBanner(
          "Publish next week's {roster} today",
          'Import your staff list, pick a template and publish. It takes about 20 minutes the first time.',
          'Start free',
          '~/get-started',
        ),
      ],
    }),
  };
}

export function timeClock(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'time-clock',
    name: 'Time clock',
    content: page({
      seo_title: 'Time clock and timesheets',
      seo_description:
        'A time clock on phones and shared tablets with geofencing and photo capture, feeding timesheets that match {rostered} shifts and export straight to payroll.',
      body: [
        hero({
          headline: 'Clock-ins you can trust, timesheets you can approve in minutes',
          subheadline:
            'Staff clock in on their phone or a shared tablet. Shiftlane matches every clock-in to the {roster}, applies your break rules and flags only what needs a human.',
          cta_text: 'Try the time clock',
          cta_link: '~/get-started',
          image: image('time-clock-kiosk'),
        }),
        trustBar(),
        featureGrid('What is in the time clock', [
          [
            'Geofenced mobile clock-in',
            'Set a radius around each site. Clock-ins outside it are blocked or flagged, your choice.',
          ],
          [
            'Tablet kiosk with photo capture',
            'A shared tablet at the door takes a photo with each clock-in, which ends {buddy} without fingerprint scanners.',
          ],
          [
            'Works offline',
            'No signal in the cool room or the basement? Clock-ins are stored on the device and sync with their original time.',
          ],
          [
            'Breaks by rule',
            p({
              us: 'Record meal and rest breaks, ask for attestation at clock-out and calculate California premium pay automatically.',
              gb: 'Record breaks taken and warn when a shift over six hours has no 20-minute break.',
              au: 'Record breaks and apply your award’s paid and unpaid break rules automatically.',
            }),
          ],
          [
            'Variances, not spreadsheets',
            'Early starts, late finishes and missed clock-outs are highlighted against the {roster}. Everything else is ready to approve.',
          ],
          [
            'Straight to payroll',
            'Approved timesheets carry pay rates, overtime and {leave} into your payroll export, with an audit log of every edit.',
          ],
        ]),
        faq('Time clock questions', [
          [
            'Do you use biometrics?',
            p({
              us: 'No fingerprint or face templates are stored. Photo capture keeps an ordinary photo with the clock-in for a manager to review, which avoids the consent requirements of biometric privacy laws such as Illinois BIPA.',
              gb: 'No fingerprint or face templates are stored. Photo capture keeps an ordinary photo with the clock-in for a manager to review, and retention periods are configurable to fit your UK GDPR policy.',
              au: 'No fingerprint or face templates are stored. Photo capture keeps an ordinary photo with the clock-in for a manager to review, and retention periods are configurable to fit your privacy policy.',
            }),
          ],
          [
            'What if someone forgets to clock out?',
            'Shiftlane reminds them 15 minutes after their shift ends. If they still miss it, the timesheet is flagged for a manager, who can apply the {rostered} finish time with a note.',
          ],
          [
            'Can we round clock-in times?',
            p({
              us: 'Yes, with neutral rounding rules that round both ways, which is what federal regulations expect. Many employers now pay to the minute instead; both options are built in.',
              gb: 'Yes. You can pay to the minute or round to the {rostered} start for early arrivals, with rules you define per site.',
              au: 'Yes. You can pay to the minute or round to the {rostered} start for early arrivals, with rules you define per site and award.',
            }),
          ],
        ]),
        starRating({
          site_rating: 'app_store',
          label: 'How staff rate the Shiftlane app, where they clock in, on the App Store and Google Play.',
        }),
        ctaBanner(
          'Retire the punch card',
          'Set up a geofence and a kiosk in under ten minutes, and run your first pay period in Shiftlane.',
          'Get started',
          '~/get-started',
        ),
      ],
    }),
  };
}
