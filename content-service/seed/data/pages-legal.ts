// The legal pages the signup form and the footer link to: terms of service and privacy policy.
import { page, richText, type PageDef } from '../lib/blocks';
import { pick, type Region } from '../lib/locale';

const ENTITY: Record<Region, { name: string; law: string; regulator: string }> = {
  us: { name: 'Shiftlane Inc.', law: 'the State of Colorado', regulator: 'the Federal Trade Commission' },
  gb: {
    name: 'Shiftlane Ltd',
    law: 'England and Wales',
    regulator: "the Information Commissioner's Office (ICO)",
  },
  au: {
    name: 'Shiftlane Pty Ltd',
    law: 'Victoria, Australia',
    regulator: 'the Office of the Australian Information Commissioner (OAIC)',
  },
};

export function terms(r: Region): PageDef {
  const entity = ENTITY[r];
  return {
    path: 'terms',
    name: 'Terms of service',
    content: page({
      seo_title: 'Terms of service',
      seo_description: `The terms that apply when you use ${entity.name}'s scheduling, time clock and timesheet service.`,
      body: [
        richText(`These terms are an agreement between your business and ${entity.name}. They apply from the day you start a trial or a subscription. This page summarises them in plain language; the signed order form, where you have one, takes precedence.

## Your trial and your subscription

- A free trial lasts up to 31 days and needs no credit card. At the end of it your account pauses until you choose a plan.
- Subscriptions are billed per active user per month, in advance, in your local currency. You can add or remove users at any time; changes show on the next invoice.
- You can cancel at any time. We keep your data for 90 days after cancellation so you can export it, then delete it.

## Your data

- Your business owns the {rosters}, timesheets and employee records you put into ${entity.name === 'Shiftlane Inc.' ? 'Shiftlane' : 'Shiftlane'}. We process them only to provide the service, as described in our [privacy policy](~/privacy).
- You are responsible for the accuracy of pay rates and for the payroll decisions you make from approved timesheets.

## Availability and support

- We aim for 99.9% monthly availability and publish incidents on our status page.
- Support is available by chat and email during business hours in your region.

## The legal part

These terms are governed by the laws of ${pick(r, { us: entity.law, gb: entity.law, au: entity.law })}. If something goes wrong, our liability is limited to the fees you paid in the twelve months before the claim, except where the law does not allow that limit.`),
      ],
    }),
  };
}

export function privacy(r: Region): PageDef {
  const entity = ENTITY[r];
  return {
    path: 'privacy',
    name: 'Privacy policy',
    content: page({
      seo_title: 'Privacy policy',
      seo_description: `How ${entity.name} collects, uses and protects personal information on this website and in the product.`,
      body: [
        richText(`${entity.name} is responsible for the personal information described here. This policy covers this website and the Shiftlane product.

## What we collect

- **When you sign up or ask for a demo**: your name, work email, company, team size and country.
- **When your business uses Shiftlane**: the employee details, {rosters}, clock-ins and timesheets your business enters. For this information we act on your business's instructions.
- **When you browse this website**: essential cookies that keep the site working, and, only if you allow them, analytics and advertising cookies. You can change your choice at any time from the cookie preferences link in the footer.

## How we use it

We use it to provide and support the service, to reply to your requests, and, if you agree, to send you product news. We never sell personal information.

## Where it is stored

${pick(r, {
  us: 'Data is stored in the United States with encryption at rest and in transit.',
  gb: 'Data is stored in the United Kingdom and the European Economic Area with encryption at rest and in transit. Transfers outside the UK use the safeguards UK law requires.',
  au: 'Data is stored in Australia with encryption at rest and in transit.',
})}

## Your rights

You can ask to see, correct, export or delete your personal information by writing to privacy@shiftlane.example. If you are not happy with our answer you can complain to ${entity.regulator}.`),
      ],
    }),
  };
}
