// The product illustrations in content/media/illustrations/{name}.svg, each with the alt text that
// says what it draws. Pages and posts name an illustration and get the same description wherever it
// appears; a caller may pass its own alt text, which must still describe the drawing.

/** How an illustration is framed: its viewBox, and the size it is declared at (three times it, so
 * the fallback `src` of a vector is sharp on any screen). */
const FRAMES = {
  /** 560 x 400, the 7:5 of cards, heroes and media blocks. */
  card: { width: 1680, height: 1200 },
  /** 640 x 360, the 16:9 frame of video posters. */
  poster: { width: 1920, height: 1080 },
  /** 960 x 540, a wide 16:9 view for centred heroes. */
  wide: { width: 1920, height: 1080 },
} as const;

interface Illustration {
  frame: keyof typeof FRAMES;
  /** What is drawn, in region-neutral copy with `{token}`s (lib/locale.ts). */
  alt: string;
}

export const ILLUSTRATIONS = {
  'week-schedule': {
    frame: 'card',
    alt: "A week's {roster} in Shiftlane: five staff across Monday to Sunday, with morning and evening shifts colour-coded by role and the hours for each day underneath",
  },
  'week-schedule-wide': {
    frame: 'wide',
    alt: "A week's {roster} in Shiftlane for five staff, with shifts colour-coded by role, beside updates: a swap approved, the {roster} published to staff, wage cost at 23.8% of sales and three open shifts filled",
  },
  'timesheet-approval': {
    frame: 'card',
    alt: 'Timesheet approval in Shiftlane: scheduled and worked hours for five people with approve buttons, one timesheet highlighted because it ran 1 hour 12 minutes past the end of the shift',
  },
  'shift-swap-phone': {
    frame: 'card',
    alt: "The Shiftlane app on a phone: a shift swap waiting for a manager's approval and an approved {leave} request for three days",
  },
  'time-clock-kiosk': {
    frame: 'card',
    alt: 'A shared tablet time clock: a photo is taken as Maya clocks in at 8:57am, with a Clock in button and a list of who is on a break',
  },
  'wage-cost-vs-sales': {
    frame: 'card',
    alt: 'A chart of wage cost against sales for each hour of a Saturday, with a dashed target line at 25% of sales and the two hours over target in orange',
  },
  'compliance-warnings': {
    frame: 'card',
    alt: 'A {roster} about to be published, with a panel of three warnings to fix first: a missing meal break, overtime over the weekly limit and a shift added at short notice',
  },
  'integrations-hub': {
    frame: 'card',
    alt: 'Shiftlane in the centre, connected to payroll, point of sale, HR, accounting, team chat and calendar apps',
  },
  'demand-forecast': {
    frame: 'card',
    alt: 'A forecast for a Saturday: expected sales by hour as bars, with the number of staff needed above each one and two hours where fewer are {rostered}',
  },
  'auto-fill-suggestions': {
    frame: 'card',
    alt: 'The {roster} editor with three open shifts and auto-fill suggesting an available person for each',
  },
  'staff-app-phone': {
    frame: 'card',
    alt: "The Shiftlane app on a phone: a nurse's shifts for the week and two open shifts to claim, with a notification that a claimed shift was approved",
  },
  'geofence-clock-in': {
    frame: 'card',
    alt: "The Shiftlane app on a phone: a map with the site's zone drawn round it and a Clock in button, because the person is inside the zone",
  },
  'team-messages-phone': {
    frame: 'card',
    alt: "A work-only team chat in the Shiftlane app: a pinned note, a manager's message and a request to cover a shift, with quiet hours on after 10pm",
  },
  'break-planner': {
    frame: 'card',
    alt: "A day's breaks in Shiftlane: shift bars for five staff with their meal and rest breaks placed, and a warning that one meal break is due by 4pm",
  },
  'leave-balances': {
    frame: 'card',
    alt: '{Leave} accrual in Shiftlane: hours worked, hours accrued this pay period and the balance for each of five people',
  },
  'pay-rules': {
    frame: 'card',
    alt: 'One shift split into pay lines by pay rules: ordinary hours, an evening loading and overtime, each with its hours and rate, and the total paid',
  },
  'rest-between-shifts': {
    frame: 'card',
    alt: 'A two-week pattern of early, late and night shifts for five staff, with only 8 hours of rest between two shifts flagged in red',
  },
  'home-dashboard': {
    frame: 'card',
    alt: "A manager's dashboard for three sites: who is on shift now, late clock-ins, open shifts, wage cost today and a list of things that need attention",
  },
  'notice-period': {
    frame: 'card',
    alt: 'A {roster} published 14 days ahead, and a log of later changes with the notice given and the premium paid for each',
  },
  'industry-restaurant': {
    frame: 'card',
    alt: "A restaurant's dinner service in Shiftlane: covers forecast by hour above the shifts of the kitchen, floor, bar and host staff",
  },
  'industry-care-home': {
    frame: 'card',
    alt: "A care home unit's {roster} for early, late and night shifts, with each person's role and a check of nurses and carers against the numbers needed; one night shift is still open",
  },
  'industry-retail': {
    frame: 'card',
    alt: "A {store}'s Saturday in Shiftlane: forecast visitors by hour against staff on the floor, and cover for tills, shop floor, fitting rooms and click and collect",
  },
  'industry-warehouse': {
    frame: 'card',
    alt: "A warehouse's four crews on a four-on, four-off day and night rotation, and a chart of headcount rising with seasonal staff through the peak weeks",
  },
  'error-empty-schedule': {
    frame: 'card',
    alt: 'An empty {roster} grid with a single unassigned shift',
  },
  'retention-chart': {
    frame: 'card',
    alt: 'A line chart of staff retention in the 12 months after hire: 78% with stable {rosters} against 54% with often changed ones',
  },
  'onboarding-checklist': {
    frame: 'card',
    alt: "A new starter's onboarding checklist: contract, tax and bank details and right-to-work check done, a training course in progress and a first shift with a buddy booked",
  },
  'benchmark-report': {
    frame: 'card',
    alt: 'A benchmark chart of overtime as a share of hours worked in four industries, with your business marked below the 6.5% average',
  },
  'survey-results': {
    frame: 'card',
    alt: 'Survey results: 62% of hourly workers get their {roster} less than a week ahead, and what would make them stay, led by predictable {rosters}',
  },
  'video-poster-dashboard': {
    frame: 'poster',
    alt: "Video still: a manager's dashboard for three sites in Shiftlane",
  },
  'video-poster-auto-fill': {
    frame: 'poster',
    alt: "Video still: next week's {roster} with auto-fill suggestions for three open shifts",
  },
  'video-poster-wage-cost': {
    frame: 'poster',
    alt: 'Video still: wage cost for each hour against sales, with a target line',
  },
} as const satisfies Record<string, Illustration>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

/** The media key of an illustration: its file below content/media/. */
export function illustrationKey(name: IllustrationName): string {
  return `illustrations/${name}.svg`;
}

/** The illustration's declared size and its alt text (the caller's, or the catalogue's). */
export function illustrationFields(name: IllustrationName, alt?: string) {
  const { frame, alt: described } = ILLUSTRATIONS[name];
  return { key: illustrationKey(name), alt: alt ?? described, ...FRAMES[frame] };
}
