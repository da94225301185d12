// Training: self-paced courses, short lessons and live sessions.
import { pick, type Region } from '../lib/locale';

export interface CourseDef {
  slug: string;
  title: string;
  summary: string;
  duration: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  body: string;
}

export interface LessonDef {
  slug: string;
  title: string;
  summary: string;
  duration: string;
  body: string;
}

export interface LiveDef extends LessonDef {
  starts_at: string;
  host: string;
}

export function courses(r: Region): CourseDef[] {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return [
    {
      slug: 'build-your-first-{roster}',
      title: 'Build your first {roster}',
      summary:
        'Set up locations and roles, import staff and publish a first week, using a template you can reuse every week after.',
      duration: '20 minutes',
      level: 'Beginner',
      body: `This course takes you from an empty account to a published {roster} that every employee receives on their phone.

## What you will learn

- Adding locations, areas and roles
- Importing staff from a spreadsheet and inviting them to the app
- Building a week from scratch, then saving it as a template
- Checking warnings before you publish

## Before you start

Have a list of staff with their ${p({ us: 'cell numbers', gb: 'mobile numbers', au: 'mobile numbers' })} or email addresses, and last week's {roster} in whatever form it lives today. Next, follow the [time clock course](~/training/set-up-the-time-clock).`,
    },
    {
      slug: 'set-up-the-time-clock',
      title: 'Set up the time clock and geofences',
      summary:
        'Choose between mobile, kiosk and web clock-in for each site, draw geofences and decide what happens to clock-ins outside them.',
      duration: '25 minutes',
      level: 'Beginner',
      body: `A good time clock setup means accurate timesheets without policing. This course covers each clock-in method and when to use it.

## What you will learn

- Turning on mobile clock-in and drawing a geofence for each site
- Setting up a shared tablet as a kiosk with photo capture
- Early and late clock-in rules, and clock-out reminders
- ${p({
        us: 'Meal break attestation at clock-out for states that need it',
        gb: 'Recording breaks so shifts over six hours show a rest break',
        au: 'Recording meal breaks so your award rules apply correctly',
      })}

## Before you start

You will need admin access and the address of each site. Allow ten minutes per site to test a clock-in on a real phone.`,
    },
    {
      slug: 'approve-timesheets-and-export-to-payroll',
      title: 'Approve timesheets and export to payroll',
      summary:
        'Review timesheets by exception, fix missed clock-outs, approve a whole site at once and send the result to your payroll software.',
      duration: '30 minutes',
      level: 'Intermediate',
      body: `Timesheet approval is where the {roster}, the time clock and payroll meet. This course shows the fastest safe way through it each pay period.

## What you will learn

1. Reading the variance view and filtering to exceptions
2. Correcting missed clock-outs with an audit note
3. Approving a site and locking the pay period
4. Mapping pay categories and running your first payroll export

## Before you start

Ask your payroll administrator for your pay codes and pay period dates. ${p({
        us: 'If you run payroll in several states, have your overtime and sick leave rules per state to hand.',
        gb: 'If you pay irregular-hours staff, decide whether you accrue holiday or pay rolled-up holiday pay.',
        au: 'Have the STP Phase 2 categories from your payroll software to hand for the mapping step.',
      })}`,
    },
    {
      slug: 'configure-pay-and-compliance-rules',
      title: p({
        us: 'Configure overtime, break and fair workweek rules',
        gb: 'Configure working time, rest and holiday rules',
        au: 'Configure awards, penalty rates and allowances',
      }),
      summary: p({
        us: 'Set FLSA and state overtime, meal and rest break rules and predictive scheduling settings for each location.',
        gb: 'Set the 48-hour average, rest rules, young worker limits and holiday accrual for each group of staff.',
        au: 'Assign Modern Awards and classifications, set up enterprise agreement rules and map allowances to pay categories.',
      }),
      duration: '35 minutes',
      level: 'Intermediate',
      body: p({
        us: `Rules run in two places: while you build the schedule, as warnings, and on the timesheet, as pay. This course sets both up per location.

## What you will learn

- Weekly and daily overtime, including California's daily and double-time rules
- Meal and rest break rules and premium pay
- Predictive scheduling notice, rest between shifts and predictability pay
- Minor work-hour limits by state`,
        gb: `Rules run in two places: while you build the rota, as warnings, and on the timesheet, as pay and accrual. This course sets both up for each group of staff.

## What you will learn

- The 48-hour average, reference periods and opt-out records
- Daily rest, weekly rest and rest break warnings
- Young worker limits
- Holiday accrual, including 12.07% for irregular-hours workers`,
        au: `Award rules run in two places: while you roster, as cost and warnings, and on the timesheet, as pay lines. This course sets both up for each employee group.

## What you will learn

- Assigning awards, classifications and employment types
- Penalty rates, overtime and minimum engagement
- Allowances and how they map to STP pay categories
- Enterprise agreement rules and the better off overall test`,
      }),
    },
    {
      slug: '{labour}-cost-reporting-for-area-managers',
      title: '{Labour} cost reporting for area managers',
      summary:
        'Set targets by daypart, read the {labour} cost dashboard across sites and coach site managers using forecast versus actual.',
      duration: '40 minutes',
      level: 'Advanced',
      body: `This course is for people responsible for several sites. It turns the {labour} cost dashboard into a weekly management routine.

## What you will learn

- Choosing a {labour} cost definition and setting targets by daypart
- Connecting sales data and checking forecast accuracy
- Reading variance by site and hour, and finding the cause
- Running a 15-minute weekly {labour} review with site managers

## Before you start

You will need Premium or Enterprise and at least four weeks of sales data connected. The [{labour} cost dashboard lesson](~/training/lessons/reading-the-{labour}-cost-dashboard) is a useful warm-up.`,
    },
  ];
}

export function lessons(): LessonDef[] {
  return [
    {
      slug: 'creating-shift-templates',
      title: 'Creating shift templates',
      summary: 'Save a typical week as a template and roll it forward in one click.',
      duration: '6 minutes',
      body: `1. Build or open a week that represents a typical pattern.
2. Choose **Save as template** and name it after the pattern, such as "Standard week" or "{School_holidays}".
3. Next week, choose **Apply template** and pick the week it should fill.
4. Edit only the exceptions, then publish.

Templates store shifts, roles and breaks, not people, unless you tick **Keep assignments**. Keep a small number of templates; more than five per site usually means nobody knows which one to use.`,
    },
    {
      slug: 'publishing-and-notifying-staff',
      title: 'Publishing and notifying staff',
      summary: 'Publish a {roster}, choose who is notified and see who has viewed their shifts.',
      duration: '5 minutes',
      body: `1. Review the warnings panel and resolve anything marked red.
2. Choose **Publish** and pick the date range.
3. Choose whether to notify everyone or only people whose shifts changed.
4. Track confirmations in the **Seen by** column.

Publishing again after changes only notifies the people affected, so you never spam the whole team for one edit.`,
    },
    {
      slug: 'handling-a-shift-swap-request',
      title: 'Handling a shift swap request',
      summary: 'Approve, decline or automate shift swaps, and see what each swap does to cost and rules.',
      duration: '4 minutes',
      body: `1. Open the request from the notification or the **Requests** tab.
2. Check the panel showing qualifications, hours and any rule the swap would break.
3. Approve or decline with an optional note; both employees are told straight away.

To automate the easy ones, go to **Settings → Swaps** and allow automatic approval for like-for-like swaps that break no rules. Read the [guide to shift swaps](~/blog/shift-swaps-without-the-group-chat) for policy ideas.`,
    },
    {
      slug: 'reading-the-{labour}-cost-dashboard',
      title: 'Reading the {labour} cost dashboard',
      summary:
        'Understand {rostered}, actual and forecast {labour} cost, and find the hour that went off plan.',
      duration: '7 minutes',
      body: `1. Pick the period and sites at the top of the dashboard.
2. Sort by **Variance to target** to see which sites need attention.
3. Open a site and switch to the hourly view.
4. Compare the {rostered} line with the actual line to see whether the problem was the plan or the day.

If {rostered} cost was on target but actual cost was not, look at overtime and late clock-outs. If {rostered} cost was already over, the {roster} itself needs work.`,
    },
  ];
}

export function liveSessions(r: Region): LiveDef[] {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  const tz = p({ us: 'ET', gb: 'UK time', au: 'AEDT' });
  return [
    {
      slug: 'shiftlane-essentials-for-new-admins',
      title: 'Shiftlane essentials for new admins',
      summary:
        'A live walkthrough of setup, the {roster}, the time clock and timesheets, with open questions at the end.',
      starts_at: p({ us: '2026-12-08 11:00', gb: '2026-12-09 10:00', au: '2026-12-10 10:00' }),
      duration: '60 minutes',
      host: p({
        us: 'Maya Okafor, Head of Customer Education',
        gb: 'Harriet Coles, Head of Customer Education',
        au: 'Sophie Nguyen, Customer Education Lead',
      }),
      body: `Join our customer education team for an hour covering everything a new admin needs in their first month. The session starts at ${p(
        { us: '11:00 a.m.', gb: '10:00', au: '10:00am' },
      )} ${tz}.

## Agenda

1. Account setup: locations, roles and permissions
2. Building and publishing a {roster}
3. Time clock options and timesheet approval
4. Your questions

The recording is sent to everyone who registers. Prefer to learn alone? Start with [Build your first {roster}](~/training/build-your-first-{roster}).`,
    },
    {
      slug: p({
        us: 'fair-workweek-readiness-2027',
        gb: 'holiday-pay-clinic-2027',
        au: 'award-updates-and-leave-clinic-2027',
      }),
      title: p({
        us: 'Fair workweek readiness for 2027',
        gb: 'Holiday pay clinic: irregular hours and the 52-week average',
        au: 'Award updates and leave clinic for 2027',
      }),
      summary: p({
        us: 'Predictive scheduling rules, predictability pay and how to set up Shiftlane for every covered city you operate in.',
        gb: 'Bring your holiday pay questions: 12.07% accrual, rolled-up holiday pay and what counts in the 52-week reference period.',
        au: 'What changed in the awards this year, leave loading over the holidays and how to keep rosters compliant into the new year.',
      }),
      starts_at: p({ us: '2027-01-13 13:00', gb: '2027-01-14 14:00', au: '2027-01-19 11:00' }),
      duration: '45 minutes',
      host: p({
        us: 'Jordan Blake, Compliance Editor',
        gb: 'Tom Ainsworth, Payroll Specialist',
        au: "Liam O'Connor, Payroll and Awards Specialist",
      }),
      body: `${p({
        us: 'A practical session for HR and operations leads at multi-location employers. It starts at 1:00 p.m. ET.',
        gb: 'A practical clinic for payroll and HR teams. It starts at 14:00 UK time.',
        au: 'A practical clinic for payroll and operations teams. It starts at 11:00am AEDT.',
      })}

## What we will cover

${p({
  us: `- Which cities and states have fair workweek laws, and who they cover
- Notice periods, predictability pay and rest between shifts
- Setting up location rules and reports in Shiftlane`,
  gb: `- Accrual at 12.07% and when rolled-up holiday pay is allowed
- Which payments count towards normal remuneration
- Setting up holiday rules and reports in Shiftlane`,
  au: `- Award variations from the past year and how the award library handles them
- Annual leave loading and public holidays over the summer
- Checking enterprise agreement rates against award minimums`,
})}

Questions can be sent in advance when you register. This is general information, not legal advice.`,
    },
    // Far ahead on purpose: the site launched in 2008, and this session stays upcoming for years, so
    // every region always offers at least one session to register for.
    {
      slug: 'shiftlane-at-25-live-q-and-a',
      title: 'Shiftlane at 25: a live Q&A with the team that built it',
      summary:
        'Twenty-five years of {rosters}, timesheets and shift swaps: the founders and our longest-standing customers look back, look ahead and take your questions.',
      starts_at: p({ us: '2033-06-14 12:00', gb: '2033-06-15 16:00', au: '2033-06-16 11:00' }),
      duration: '60 minutes',
      host: p({
        us: 'Maya Okafor, Head of Customer Education',
        gb: 'Harriet Coles, Head of Customer Education',
        au: 'Sophie Nguyen, Customer Education Lead',
      }),
      body: `Shiftlane launched in 2008 with one idea: the people who run shifts should not need a spreadsheet to do it. For our 25th year we are opening the floor.

## What we will cover

1. How {rostering} changed between 2008 and today, in the words of customers who were there
2. What we got wrong, and what we changed because of it
3. Where scheduling and pay rules are heading next
4. Your questions, sent in advance or asked live

Send your question for the hosts when you register, and we will answer as many as we can. The recording is sent to everyone who registers.`,
    },
  ];
}
