// Posts every region publishes, rewritten per region through tokens and region variants (2 of 3).
import { chooser, on, type SharedPost } from './types';

const peakSeason: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: p({
      us: 'holiday-season-staffing-plan',
      gb: 'christmas-trading-rota-plan',
      au: 'christmas-boxing-day-rostering',
    }),
    title: p({
      us: 'Staffing for the holiday rush: a plan from October to January',
      gb: 'Planning your Christmas trading rota, from October to January',
      au: 'Rostering Christmas and the Boxing Day sales, from October to January',
    }),
    intro: p({
      us: "Black Friday through New Year's is when scheduling mistakes cost the most. Start in October and you can cover peak days without burning out your core team.",
      gb: 'From Black Friday to the Boxing Day sales, December is when rota mistakes cost the most. Start in October and you can cover peak days without burning out your core team.',
      au: 'From Black Friday to the Boxing Day sales, the weeks before and after Christmas are when roster mistakes cost the most. Start in October and you can cover peak days without burning out your core team.',
    }),
    date: on(r, '2025-10-28 09:00'),
    author: 'analytics',
    category: 'Retail',
    image: 'industry-retail',
    seo_description:
      'A month-by-month plan for peak season {rostering} in retail: finding your peak days, hiring seasonal staff early and protecting your core team.',
    body: `## October: know your peak

Pull last year's sales by hour from late November to early January and mark every day that beat an average Saturday. Those are your peak days, usually 10 to 14 of them. Ask your core team for {leave} requests now, and agree a fair rule for who works the biggest days.

## November: hire and train seasonal staff

Seasonal staff need two or three shifts before peak to be useful. Hire by early November, put them on quieter weekday shifts first and pair each with a core team member. ${p(
      {
        us: 'If you hire students, check state rules for minors, and remember that fair workweek ordinances in cities such as Seattle and Chicago cover seasonal staff too.',
        gb: 'If you hire under-18s, remember the young worker limits: no more than eight hours a day or 40 a week, and a 30-minute break once they work more than four and a half hours.',
        au: 'Casuals under the General Retail Industry Award must generally be engaged for at least three hours per shift, so short peak-only shifts need care.',
      },
    )}

## December: protect the core team

- Cap consecutive days at six, even at peak.
- Publish the whole of December's {roster} by mid-November.
- ${p({
      us: "Decide holiday premiums for Thanksgiving, Christmas and New Year's Day up front and put them in the labor budget.",
      gb: "Agree enhanced rates for Boxing Day and New Year's Day up front, and remember that large shops in England and Wales cannot open on Christmas Day.",
      au: "Budget for public holiday penalty rates on Christmas Day, Boxing Day and New Year's Day, including substitute days when they fall on a weekend.",
    })}
- Book a proper thank-you, and some rest, into the first week of January.`,
  };
};

const costTarget: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'setting-a-{labour}-cost-target',
    title: 'How to set a {labour} cost target that holds up',
    intro:
      '{Labour} cost percentage is the most quoted number in shift work, and the most misunderstood. Here is how to set a target your managers can actually hit.',
    date: on(r, '2025-11-18 09:00'),
    author: 'analytics',
    category: 'Leadership',
    image: 'wage-cost-vs-sales',
    seo_description:
      'What to include in {labour} cost percentage, typical ranges by industry, and why targets should be set by daypart and measured against forecast.',
    body: `## Know what you are measuring

{Labour} cost percentage is wages divided by sales for the same period. Decide once what goes in the top line: base pay only, or pay plus overtime, ${p(
      {
        us: 'premiums, payroll taxes and benefits',
        gb: 'employer National Insurance and pension contributions',
        au: 'penalty rates, superannuation and payroll tax',
      },
    )}. Fully loaded figures typically run 20% to 30% above base wages, so a target that ignores on-costs will always look better than reality.

## Set targets by daypart, not by week

A weekly target of 28% can hide a Monday morning at 45% and a Saturday at 19%. Set targets for each daypart, because that is where {rostering} decisions are made. Typical fully loaded ranges we see among customers:

- Quick-service food: 22% to 28%
- Full-service restaurants: 28% to 35%
- Specialty retail: 10% to 15%
- Hotels, rooms division: 30% to 40%

Finally, measure against forecast as well as actual. When sales miss forecast, {labour} percentage rises even if the {roster} was perfect. {Labour} against forecast judges the {roster}; {labour} against actual judges the day. Shiftlane reports both, by site and by hour.`,
  };
};

const openShifts: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'filling-gaps-with-open-shifts',
    title: 'Filling last-minute gaps with open shifts',
    intro: p({
      us: 'A sick call at 6 a.m. used to mean a manager working down a phone list. Posting an open shift to everyone qualified fills most gaps in under an hour.',
      gb: 'A sick call at 6am used to mean a manager working down a phone list. Posting an open shift to everyone qualified fills most gaps in under an hour.',
      au: 'A sick call at 6am used to mean a manager working down a phone list. Posting an open shift to everyone qualified fills most gaps in under an hour.',
    }),
    date: on(r, '2025-12-09 09:00'),
    author: 'product',
    category: '{Rostering}',
    image: 'staff-app-phone',
    seo_description:
      'How open shifts work, four habits that make them fill fast, and how quickly posted shifts are claimed across Shiftlane customers.',
    body: `## How open shifts work

An open shift has nobody assigned. Instead of asking people one at a time, you post it to everyone who holds the right role, is available and would not breach an hours rule. The first to claim it gets it, or you choose from everyone who put their hand up.

## Make them fill fast

1. Post early: shifts posted more than 24 hours ahead fill three times as often as same-day ones.
2. Target the right people first: part-timers below their contracted or preferred hours.
3. Say what makes the shift worth taking, such as the team, the site or ${p({
      us: 'a shift differential',
      gb: 'an enhanced rate',
      au: 'a penalty rate',
    })}.
4. Close the loop: when the shift is filled, everyone else is told so nobody turns up.

> Across Shiftlane customers, 78% of open shifts posted at least a day ahead are claimed within four hours.

Open shifts and auto-fill are part of [{rostering} in Shiftlane](~/scheduling) on every paid plan.`,
  };
};

const autoFill: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'introducing-auto-fill',
    title: 'New: auto-fill open shifts by availability and cost',
    intro:
      'Auto-fill now assigns open shifts in one click, choosing from available, qualified staff and explaining every choice. It is live today on Premium.',
    date: on(r, '2026-01-13 08:00'),
    author: 'product',
    category: 'Product news',
    image: 'auto-fill-suggestions',
    seo_description:
      'Shiftlane auto-fill assigns open shifts to available, qualified staff, ranked by contracted hours, cost and fairness, with a reason for every choice.',
    body: `Building a {roster} has two parts: deciding which shifts you need, and deciding who works them. Auto-fill takes over the second part for as many shifts as you select.

## How it chooses

For each shift, auto-fill only considers people who hold the role, are available and would not breach a rule you have set. It then ranks them:

- people below their contracted or preferred hours first
- then the lowest cost, including ${p({
      us: 'overtime and shift differentials',
      gb: 'overtime and enhanced rates',
      au: 'penalty rates and overtime',
    })}
- then fairness: who has worked the fewest weekend and late shifts recently

## You stay in charge

Every assignment shows why it was chosen and who else was considered, and nothing is published until you publish it. In the beta, managers accepted 91% of suggestions unchanged and saved an average of 2.4 hours per {roster}. Auto-fill is included in [Premium](~/pricing) at no extra cost.`,
  };
};

const timesheetReview: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'five-minute-timesheet-review',
    title: 'The five-minute weekly timesheet review',
    intro:
      'Approving timesheets should not mean reading every line. Review by exception and a manager can sign off a 40-person site in five minutes.',
    date: on(r, '2026-02-03 09:00'),
    author: 'payroll',
    category: 'Payroll',
    image: 'timesheet-approval',
    seo_description:
      'Approve timesheets by exception: the five checks that matter, and why approvals should happen on the same day every week.',
    body: `## Review exceptions, not lines

When clock-ins are matched to {rostered} shifts, most timesheets are boring: the person arrived roughly on time and left roughly on time. Those need no attention. Sort by variance and look only at the exceptions.

## The five checks

1. **Missed clock-outs:** confirm the finish time with the employee before approving.
2. **Long variances:** anything more than 15 minutes beyond the {rostered} shift needs a reason.
3. **Un{rostered} shifts:** someone clocked in without a shift. Was it agreed?
4. **Break problems:** ${p({
      us: 'missed or short meal breaks, which can trigger premium pay in states such as California',
      gb: 'shifts over six hours with no break recorded',
      au: 'breaks not taken, which can trigger extra payments under some awards',
    })}.
5. **Overtime:** every overtime hour should trace back to an approval.

## Approve on the same day each week

Payroll runs smoothly when approvals happen on a fixed day. Shiftlane reminds managers the day before the cut-off and shows payroll which sites are still outstanding, so nobody chases by email. Approved timesheets flow straight into the [payroll export](~/features).`,
  };
};

const restaurantCovers: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'restaurant-{rostering}-by-covers',
    title: p({
      us: 'Schedule your restaurant around covers, not gut feel',
      gb: 'Build your restaurant rota around covers, not gut feel',
      au: 'Roster your restaurant around covers, not gut feel',
    }),
    intro:
      'Covers per server and per cook are the simplest forecasting tool in hospitality. Here is how to turn your reservations into a {roster}.',
    date: on(r, '2026-02-24 09:00'),
    author: 'education',
    category: 'Hospitality',
    image: 'industry-restaurant',
    seo_description:
      'Staffing ratios for servers, kitchen and bar, plus staggered starts that save 6% to 10% of {labour} hours in a dinner service.',
    body: `Restaurants have an advantage most businesses lack: reservations tell you a large share of demand days ahead. Add a walk-in estimate from history and you have a cover forecast by hour.

## Set ratios for each role

- Servers: 16 to 20 covers an hour in casual dining, 10 to 12 in fine dining
- Kitchen: one cook per 25 to 35 covers an hour, plus a minimum per station
- Bar: one bartender per 40 to 60 drinks an hour
- Host: one whenever covers exceed 60 an hour

## Stagger starts instead of stacking them

Rather than everyone starting at ${p({ us: '5 p.m.', gb: '5pm', au: '5pm' })}, bring servers in at 15- to 30-minute intervals that follow the reservation curve, and send the first one home as covers tail off. Staggered starts typically save 6% to 10% of {labour} hours in a dinner service without slowing tables. ${p(
      {
        us: 'If you schedule tipped staff, read our guide to [tip credits by state](/blog/tip-credit-scheduling-tipped-staff) first.',
        gb: 'Whoever goes home first, tips must still be shared fairly under the Employment (Allocation of Tips) Act; see our [guide to tips and the rota](/gb/blog/tips-service-charges-and-the-rota).',
        au: 'Watch minimum engagement: casuals under the Restaurant Industry Award must be paid for at least two hours per shift.',
      },
    )}`,
  };
};

const messaging: SharedPost = (r) => {
  const p = chooser(r);
  return {
    slug: 'work-only-messaging-for-shift-teams',
    title: 'Why shift teams need a work-only channel',
    intro:
      'Personal group chats are where shift swaps get lost and off-duty staff get messages at midnight. A work-only channel fixes both.',
    date: on(r, '2026-03-17 09:00'),
    author: 'product',
    category: 'Leadership',
    image: 'team-messages-phone',
    seo_description:
      'Why shift teams should move off personal group chats, what a work messaging channel should do, and how quiet hours protect time off.',
    body: `Most shift teams run on a group chat somebody set up years ago. It works until it does not: a swap agreed in a thread nobody can find, a new starter who was never added, a former employee who still sees everything, a manager messaging at ${p(
      { us: '11 p.m.', gb: '11pm', au: '11pm' },
    )} because it is easy.

## What a work channel should do

- Tie conversations to sites, teams and shifts, so the right people are in the right chat automatically.
- Add and remove people as they join and leave, with no admin.
- Show read receipts for the announcements that matter, like a {roster} change or a safety notice.
- Respect time off, with quiet hours that hold non-urgent messages until the next shift.

## Set expectations, not just tools

Agree what counts as urgent, such as a shift in the next 12 hours, and what can wait. ${p({
      us: 'Right-to-disconnect bills have been proposed in New York City and California without becoming law; even so, quiet hours are good practice and good for retention.',
      gb: 'There is no statutory right to disconnect in the UK, but a clear policy on out-of-hours contact is good practice and easy to support with quiet hours.',
      au: 'Since the right to disconnect took effect, employees can refuse to monitor or respond to unreasonable contact outside working hours, so quiet hours are more than good manners. See our [guide to the right to disconnect](/au/blog/right-to-disconnect-rostering).',
    })}`,
  };
};

export const sharedB: SharedPost[] = [
  peakSeason,
  costTarget,
  openShifts,
  autoFill,
  timesheetReview,
  restaurantCovers,
  messaging,
];
