// Company and account pages: about, contact sales, login help, get started, embedded sign-up.
import { ctaBanner, faq, featureGrid, hero, image, page, richText, type PageDef } from '../lib/blocks';
import { heroSignup, signupForm } from '../lib/blocks-product';
import { trustBar } from '../lib/blocks-proof';
import { pick, type Region } from '../lib/locale';

const CONTACT: Record<Region, { email: string; phone: string; hours: string; office: string }> = {
  us: {
    email: 'sales@shiftlane.example',
    phone: '+1 (555) 010-0142',
    hours: 'Monday to Friday, 8 a.m. to 8 p.m. Eastern',
    office: 'Denver, Colorado',
  },
  gb: {
    email: 'uk-sales@shiftlane.example',
    phone: '020 7946 0321',
    hours: 'Monday to Friday, 8:30am to 5:30pm UK time',
    office: 'Manchester',
  },
  au: {
    email: 'au-sales@shiftlane.example',
    phone: '(03) 5550 4410',
    hours: 'Monday to Friday, 8:30am to 5:30pm AEST/AEDT',
    office: 'Melbourne',
  },
};

export function about(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'about',
    name: 'About',
    content: page({
      seo_title: 'About Shiftlane',
      seo_description:
        'Shiftlane builds {rostering}, time and payroll tools for the people who run shift work, in workplaces across more than a hundred countries.',
      body: [
        hero({
          headline: 'We build for the people who keep the doors open',
          subheadline:
            'Cafés, care homes, clinics, {stores}, hotels and warehouses run on shifts. We make the work of organising those shifts fairer, faster and easier to get right.',
          cta_text: 'Meet the product',
          cta_link: '~/features',
          image: image('team-messages-phone'),
        }),
        richText(`## Where we came from

Shiftlane started when a restaurant operations manager and a payroll engineer compared notes. One spent Thursday nights building {rosters} in a spreadsheet; the other spent Mondays fixing the timesheets that came out of them. The first version did one thing: it put the {roster} and the time clock in the same place, so the two could never disagree.

## Where we are now

Workplaces of every size use Shiftlane, from a single café to national chains, with teams in the United States, the United Kingdom and Australia. ${p(
          {
            us: 'Our headquarters is in Denver, with support teams covering every US time zone.',
            gb: 'Our UK team works from Manchester, with support, payroll specialists and an employment law editor who know how British workplaces run.',
            au: 'Our Australian team works from Melbourne, with support and payroll specialists who know the Modern Awards as well as you do.',
          },
        )}

We are independent, profitable and growing steadily, which means we can make decisions for customers rather than for the next funding round.`),
        { component: 'social_proof_stats', headline: 'Shiftlane in numbers', theme: 'purple-light' },
        featureGrid('What we believe', [
          [
            'Shift workers deserve notice',
            'A {roster} published early is a kindness. Our product nudges managers towards publishing further ahead, because it works better for everyone.',
          ],
          [
            'Pay should be right the first time',
            'Every rule we build is tested against the real {payslips} of real customers before it ships, and we publish what changed.',
          ],
          [
            'Managers are busy',
            'If a feature needs a training course to use, we have not finished designing it.',
          ],
          [
            'Your data is yours',
            'Export everything, any time, in formats other systems can read. We earn renewals; we do not trap them.',
          ],
        ]),
        ctaBanner(
          'Want to work with us?',
          `We hire engineers, designers and customer specialists in ${CONTACT[r].office} and remotely. Tell us what you would like to work on.`,
          'Get in touch',
          '~/contact-sales',
        ),
      ],
    }),
  };
}

export function contactSales(r: Region): PageDef {
  const contact = CONTACT[r];
  return {
    path: 'contact-sales',
    name: 'Contact sales',
    content: page({
      seo_title: 'Contact sales',
      seo_description:
        'Talk to the Shiftlane sales team about {rostering}, time and attendance and payroll integration for your organisation. Book a 30-minute demo.',
      body: [
        hero({
          headline: 'Talk to someone who has run a {roster}',
          subheadline:
            'Our sales team includes former store, hotel and care managers. Book 30 minutes and we will show you Shiftlane with a week that looks like yours.',
          cta_text: 'Email the sales team',
          cta_link: `mailto:${contact.email}`,
          image: image('home-dashboard'),
        }),
        richText(`## What happens on the call

1. You tell us how your {rosters}, time tracking and payroll work today.
2. We show you the same week in Shiftlane, using your sites and roles.
3. You leave with a price, a rollout plan and a trial account if you want one.

## Other ways to reach us

Call **${contact.phone}** (${contact.hours}) or email **${contact.email}**. Already a customer? Support is in the app under Help, or see [login help](~/login-help) if you cannot sign in.`),
        faq('Before you get in touch', [
          [
            'Do you offer volume pricing?',
            'Yes. Organisations with more than 500 staff, or with several legal entities, are priced individually. See [pricing](~/pricing) for the standard plans.',
          ],
          [
            'Can we pilot at one site first?',
            'Yes. Most larger customers start with one or two sites for a full pay cycle, then roll out region by region.',
          ],
          [
            'Do you support union and enterprise agreements?',
            pick(r, {
              us: 'Yes. Collective bargaining agreement rules such as seniority bidding, shift differentials and call-in pay can be configured on Premium and Enterprise.',
              gb: 'Yes. Collective agreement rules such as enhanced rates, unsocial hours payments and call-out pay can be configured on Premium and Enterprise.',
              au: 'Yes. Enterprise agreements are configured by our awards team alongside the Modern Award they are measured against, on Premium and Enterprise.',
            }),
          ],
        ]),
      ],
    }),
  };
}

export function loginHelp(): PageDef {
  return {
    path: 'login-help',
    name: 'Login help',
    content: page({
      layout: 'default-login',
      seo_title: 'Login help',
      seo_description:
        'Trouble signing in to Shiftlane? Reset your password, sign in with your phone number or single sign-on, or contact support.',
      body: [
        richText(`## Trouble signing in?

1. Check you are using the email address or {mobile} number your manager invited.
2. Choose **Forgot password** on the sign-in screen. The reset link is valid for 60 minutes.
3. If your organisation uses single sign-on, choose **Sign in with SSO** and enter your work email.
4. Still stuck? Ask your manager to resend your invitation from the Staff page.

If nobody can sign in, check [status.shiftlane.example](https://status.shiftlane.example) before contacting support.`),
        faq('Common sign-in questions', [
          [
            'I never received an invitation',
            'Invitations come from no-reply@shiftlane.example and can land in spam. Your manager can resend it, or switch it to a text message if you do not use email at work.',
          ],
          [
            'My account is locked',
            'After five failed attempts, an account locks for 15 minutes. Wait, then reset your password rather than guessing again.',
          ],
          [
            'I changed phones',
            'Install the app and sign in as usual. If you used an authenticator app for two-step verification, your admin can reset it from your staff profile.',
          ],
          [
            'I work for two employers who both use Shiftlane',
            'Use one login for both. After signing in, switch between workplaces from the menu; each employer only sees its own {rosters} and timesheets.',
          ],
        ]),
      ],
    }),
  };
}

export function getStarted(r: Region): PageDef {
  const p = <T>(v: Record<Region, T>): T => pick(r, v);
  return {
    path: 'get-started',
    name: 'Get started',
    content: page({
      layout: 'default-logo-title-home-link',
      seo_title: 'Start your free trial',
      seo_description:
        'Try Shiftlane Premium free for up to 31 days. No credit card required. Publish your first {roster} today.',
      body: [
        // The page every trial call to action leads to: the form is in the first screen.
        heroSignup({
          headline: 'Start your free trial',
          subheadline:
            'Full Premium features, no credit card, and a real {roster} published by the end of the day.',
          benefits: [
            'Up to 31 days free, no credit card required',
            'Unlimited staff and locations while you try it',
            'Help from a real person by chat and email',
          ],
          form_heading: 'Create your account',
          cta_text: 'Start my free trial',
          show_social_button: true,
          show_capterra_rating: true,
          anchor: 'signup',
        }),
        trustBar({ lead_in: 'Join' }),
        richText(`## Your first hour

1. Create your account and name your first location.
2. Import staff from a spreadsheet or add them by name and ${p({
          us: 'cell number',
          gb: 'mobile number',
          au: 'mobile number',
        })}.
3. Build a week from a template, or copy in the {roster} you already have.
4. Publish. Everyone gets the app invitation and their shifts at the same moment.

Want help? Join a free [live training session](~/training) or book a call with our onboarding team.`),
        faq('Trial questions', [
          [
            'Do I need a credit card?',
            'No. At the end of the trial you choose a plan or carry on with Free for up to 10 staff.',
          ],
          [
            'Can I invite my whole team during the trial?',
            'Yes, with no limit on staff or sites. Nothing is charged for the trial period.',
          ],
          [
            'Can I bring in my existing data?',
            'Yes. Staff lists, pay rates and {leave} balances can be imported from CSV, and most payroll systems can be connected directly.',
          ],
        ]),
      ],
    }),
  };
}

export function embedSignup(): PageDef {
  return {
    path: 'embed-signup',
    name: 'Embedded sign-up',
    content: page({
      layout: 'default-widget',
      seo_title: 'Try Shiftlane free',
      seo_description:
        'A compact Shiftlane sign-up for partner websites: try, free for up to 31 days, {rostering}, time clock and timesheets.',
      body: [
        signupForm({
          heading: '{Rosters}, time clock and timesheets in one app',
          subheading: 'Create your account here: up to 31 days free, no credit card required.',
          cta_text: 'Try Shiftlane free',
          show_social_button: false,
          show_capterra_rating: true,
          anchor: 'signup',
        }),
        richText(`- Build and publish a {roster} in minutes
- Clock in from any phone, with geofencing
- Send approved timesheets straight to payroll`),
      ],
    }),
  };
}
