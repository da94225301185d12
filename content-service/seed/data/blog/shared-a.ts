// Posts every region publishes, rewritten per region through tokens and region variants (1 of 3).
import { chooser, on, type SharedPost } from './types';

const shiftSwaps: SharedPost = (r) => ({
  slug: 'shift-swaps-without-the-group-chat',
  title: "Shift swaps without the group chat: a manager's guide",
  intro:
    'Letting staff swap shifts cuts no-shows, but only if swaps happen somewhere you can see them. Here is how to set rules that protect cover, cost and compliance.',
  date: on(r, '2025-06-10 09:00'),
  author: 'education',
  category: '{Rostering}',
  image: 'shift-swap-phone',
  seo_description:
    'How to run shift swaps through your {rostering} tool instead of a group chat: three rules, automatic approval and what to check before a swap goes through.',
  body: `When a swap is agreed in a group chat, three things go wrong. The {roster} stops matching reality, the timesheet stops matching the {roster}, and nobody checks whether the person picking up the shift is qualified or about to tip into overtime. Most managers find out at payroll.

## Set three rules, then get out of the way

- **Like for like:** swaps only between people who hold the role and any certificates the shift needs.
- **No new overtime:** a swap that pushes someone past their hours limit needs a manager's approval.
- **A cut-off:** no app swaps inside 12 hours of the shift, so there is always time to find cover another way.

## Let the system approve the easy ones

In Shiftlane data, around 70% of swap requests meet all three rules. Approving those automatically means managers only see the 30% that need judgement, and staff get an answer in seconds rather than days. Swaps are included on every plan, including Free; see how they fit with open shifts on our [{rostering} page](~/scheduling).

> A swap policy works when following it is faster than working around it.`,
});

const overtime: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'seven-ways-to-cut-unplanned-overtime',
    title: 'Seven ways to cut unplanned overtime',
    intro:
      'Most overtime is not planned. It leaks in through late finishes, sick cover and shifts {rostered} without checking the week’s hours. These seven fixes close the biggest gaps.',
    date: on(r, '2025-07-01 10:00'),
    author: 'analytics',
    category: 'Payroll',
    image: 'compliance-warnings',
    seo_description:
      'Where unplanned overtime comes from and seven practical {rostering} and time clock fixes that typically cut it by 20% to 30%.',
    body: `## Where overtime comes from

Across Shiftlane customers, about two-thirds of overtime hours are unplanned: a shift that ran 20 minutes over, a call-in to cover sickness, or a {roster} that quietly added a sixth day. ${p(
      {
        us: 'Under the FLSA every hour over 40 in a workweek costs time and a half, and in California daily overtime starts after eight hours in a day.',
        gb: 'UK law sets no overtime premium, but most contracts do, and regular overtime also has to be reflected in holiday pay.',
        au: 'Under most Modern Awards, hours beyond the daily or weekly maximum attract 150% for the first two or three hours and 200% after that.',
      },
    )}

1. Show each person's projected hours while you build the {roster}, not after.
2. Warn at 90% of the overtime threshold, not at 100%.
3. Fill sick calls from part-timers with spare hours before full-timers.
4. Require approval for clock-ins more than five minutes before the {rostered} start.
5. Send a clock-out reminder at the end of every shift.
6. Review the ten highest overtime earners every {fortnight}.
7. Publish the {roster} earlier, so gaps surface while there are still people to fill them.

## What good looks like

Teams that apply the first four typically cut unplanned overtime by 20% to 30% within two pay periods; the last three keep it down. Overtime alerts come with Standard and Premium; compare them on our [pricing page](~/pricing).`,
  };
};

const forecasting: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'forecasting-{labour}-demand',
    title: 'Forecasting {labour} demand from the data you already have',
    intro:
      'You do not need a data science team to staff to demand. Twelve weeks of sales history and a few simple rules get most businesses within 10% of the right headcount each hour.',
    date: on(r, '2025-07-22 09:30'),
    author: 'analytics',
    category: '{Rostering}',
    image: 'demand-forecast',
    seo_description:
      'A practical method for forecasting {labour} demand by hour from sales or transaction history and turning it into headcount for each role.',
    body: `Most {rosters} are built by copying last week's. That bakes in last week's mistakes: the Tuesday that was overstaffed, the Saturday lunch that was short. Forecasting starts from demand instead, and Shiftlane's Premium plan does the arithmetic below for you.

## Start with one driver

Pick the number that best predicts how busy you are: sales, transactions, covers, deliveries or patient arrivals. Pull it by hour for the last 12 weeks and average each hour of each weekday. That baseline already beats gut feel.

## Turn demand into heads

Set a productivity standard for each role, such as 40 transactions per cashier per hour or 12 covers per server. Divide forecast demand by the standard, round up, and apply a floor for safety and opening duties. Then adjust for what history cannot see:

- ${p({
      us: 'Holidays, school breaks and local events',
      gb: 'Bank holidays, school holidays and local events',
      au: 'Public holidays, school holidays and local events',
    })}
- Promotions, price changes and new product launches
- Weather, for anything outdoors or delivery-based, where a wet weekend can move demand by 15% or more`,
  };
};

const onboarding: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'onboarding-shift-workers-first-two-weeks',
    title: 'Onboarding shift workers: what the first {fortnight} should look like',
    intro:
      'Hourly staff are most likely to leave in their first month. A structured first two weeks, built into the {roster}, is the cheapest retention tool you have.',
    date: on(r, '2025-08-12 09:00'),
    author: 'education',
    category: 'Leadership',
    image: 'onboarding-checklist',
    seo_description:
      'A day-by-day onboarding plan for new shift workers: supernumerary shifts, a stable pattern, check-ins and paperwork before day one.',
    body: `New starters who quit early rarely blame pay. They talk about being thrown in: nobody to ask, shifts that changed at short notice, no idea whether they were doing well. All three can be fixed with the {roster}.

## Days 1 to 3: shadow, do not cover

Add new starters as extra staff on their first three shifts, paired with the same experienced colleague each time. Mark those shifts clearly so nobody counts them towards minimum staffing.

## Days 4 to 14: stable shifts and two check-ins

1. Give new starters the same shift pattern for two weeks, published in full before day one.
2. Keep shifts under six hours where you can until they are confident.
3. Book a ten-minute check-in with their manager at the end of week one and week two.

${p({
  us: 'Paperwork belongs before the first shift where the law allows: Form W-4 and state withholding forms, direct deposit details and your handbook acknowledgment can all be collected in the app, with Form I-9 Section 1 completed no later than day one.',
  gb: 'Paperwork belongs before the first shift: the right to work check, a P45 or starter checklist, bank details and the written statement of particulars can all be handled in the app.',
  au: 'Paperwork belongs before the first shift: the TFN declaration, super choice form, bank details and the Fair Work Information Statement (plus the Casual Employment Information Statement for casuals) can all be handled in the app.',
})} Our [training library](~/training) shows how to set up an onboarding checklist.`,
  };
};

const buddyClocking: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: p({
      us: 'buddy-punching-what-it-costs',
      gb: 'buddy-clocking-what-it-costs',
      au: 'buddy-clocking-what-it-costs',
    }),
    title: '{Buddy}: what it costs and how to stop it',
    intro:
      'When one employee clocks in for another, you pay for time nobody worked. It is rarely malicious and usually small, and it adds up faster than most managers expect.',
    date: on(r, '2025-09-02 09:00'),
    author: 'product',
    category: 'Time tracking',
    image: 'time-clock-kiosk',
    seo_description:
      'What {buddy} costs a typical team each year, and four time clock controls that stop it without fingerprint scanners.',
    body: `## The ${p({ us: 'math', gb: 'maths', au: 'maths' })} of a few minutes

Say one in ten staff has a friend clock them in 15 minutes early and out 15 minutes late, twice a week. For a team of 60 on ${p(
      {
        us: '$18 an hour, that is 312 paid hours a year nobody worked, or about $5,600',
        gb: '£13 an hour, that is 312 paid hours a year nobody worked, or about £4,000',
        au: 'A$32 an hour, that is 312 paid hours a year nobody worked, or about A$10,000',
      },
    )}, before any overtime effect. Nobody notices a single instance; it shows up as a stubborn gap between {rostered} and paid hours.

## Four controls that work

- **Geofencing:** mobile clock-ins only count inside a radius around the site.
- **Photo capture:** the kiosk takes a photo with each clock-in, reviewed only when something looks off.
- **Personal devices:** clocking in on your own phone makes lending a PIN pointless.
- **Variance alerts:** flag anyone who regularly clocks in early but starts work late.

## Keep it proportionate

Explain the controls when you introduce them, and why. Most teams find that making clock-ins visible removes the problem within two weeks. ${p(
      {
        us: 'Avoid fingerprint scanners unless you are ready for biometric privacy laws such as Illinois BIPA.',
        gb: 'Fingerprint systems process special category data under UK GDPR; photo capture usually does the job without that burden.',
        au: 'Fingerprint systems collect sensitive information under the Privacy Act; photo capture usually does the job without that burden.',
      },
    )}`,
  };
};

const fatigue: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'fatigue-management-12-hour-shifts',
    title: 'Fatigue management for 12-hour shifts',
    intro:
      'Long shifts are popular with staff and efficient for cover, but fatigue risk climbs in the last hours of a shift and after several in a row. Good {roster} design does most of the work.',
    date: on(r, '2025-09-23 09:00'),
    author: 'compliance',
    category: 'Healthcare',
    image: 'rest-between-shifts',
    seo_description:
      '{Rostering} rules that reduce fatigue on 12-hour shifts: consecutive shift limits, rest gaps, forward rotation and counting hours across sites.',
    body: `Twelve-hour shifts give staff more days off and cut handovers from three a day to two. The trade-off is fatigue: studies of nurses and plant operators link error rates to the final hours of long shifts and to runs of consecutive ones.

## {Roster} rules that reduce fatigue risk

- No more than three consecutive 12-hour shifts, four with a documented exception.
- At least 11 hours between shifts, and 24 hours off after a run of nights before switching to days.
- Forward rotation: days, then evenings, then nights, never backwards.
- A protected break of at least 30 minutes in every shift, {rostered} rather than left to chance.

## Watch the hours nobody {rostered}

Fatigue comes from hours actually worked. Overtime, swaps and extra shifts at a second site all count. ${p({
      us: 'Shiftlane totals hours across every location and flags anyone above your fatigue threshold before a swap or extra shift is approved.',
      gb: 'The Working Time Regulations require 11 consecutive hours of rest in every 24 and limit night workers to an average of eight hours, so Shiftlane totals hours across every site and warns before a swap breaches either.',
      au: 'Work health and safety law treats fatigue as a hazard you must manage, so Shiftlane totals hours across every site and warns before a swap or extra shift crosses your threshold.',
    })}

> If a {roster} only works when everyone is at their best in hour eleven, it does not work.`,
  };
};

const multiSite: SharedPost = (r) => ({
  slug: '{rostering}-across-multiple-sites',
  title: '{Rostering} across multiple sites without double-booking',
  intro:
    'Sharing staff between sites fills gaps cheaply, until two managers book the same person for Saturday. A few structural choices prevent most of the mess.',
  date: on(r, '2025-10-14 09:00'),
  author: 'education',
  category: '{Rostering}',
  image: 'home-dashboard',
  seo_description:
    'How multi-site businesses share staff between locations: home sites, one {roster} system, travel time and honest {labour} cost by site.',
  body: `Staff who can work at more than one site are a hidden asset. They know your systems, they are already trained and they can plug a gap at a day's notice. In most multi-site businesses 10% to 20% of staff could work at a second location, yet only a handful ever do.

## Give every person one home site

The home site owns their contract, their availability and their {leave}. Other sites can request them, but the home manager sees every shift they are {rostered} for, everywhere.

## Share availability, not spreadsheets

1. Put every site on one {roster} system, so a booking at one location blocks the same hours at all the others.
2. Add travel time between sites as a rule, not a favour.
3. Charge hours to the site where they were worked, so each site's {labour} cost is honest.
4. Count weekly hours across all sites when checking overtime and rest.

Shiftlane does all four by default. Area managers see every site on one screen, and the [{labour} cost reports](~/features) split cost by the site that used the hours.`,
});

export const sharedA: SharedPost[] = [
  shiftSwaps,
  overtime,
  forecasting,
  onboarding,
  buddyClocking,
  fatigue,
  multiSite,
];
