// Each region's header navigation and footer ({region}/settings/navigation and .../footer).
// Links starting with `~` get the region prefix when the story is localised.
import { link } from '../lib/blocks';
import { pick, type Region } from '../lib/locale';
import type { Block } from '../lib/story';

const navLink = (label: string, to: string, description = ''): Block => ({
  component: 'nav_link',
  label,
  link: link(to),
  description,
});

export function headerNavigation(r: Region): Block {
  return {
    component: 'header_navigation',
    main: [
      {
        component: 'nav_item',
        label: 'Product',
        link: link('~/features'),
        children: [
          navLink('{Rostering}', '~/scheduling', 'Build and share {rosters} in minutes'),
          navLink('Time clock', '~/time-clock', 'Clock in on any device, checked against the {roster}'),
          navLink('How it works', '~/how-it-works', 'From {roster} to payroll in four steps'),
          navLink('Integrations', '~/integrations', 'Payroll, point of sale and HR connections'),
        ],
      },
      { component: 'nav_item', label: 'Pricing', link: link('~/pricing'), children: [] },
      { component: 'nav_item', label: 'Customers', link: link('~/customers'), children: [] },
      {
        component: 'nav_item',
        label: 'Resources',
        link: link('~/blog'),
        children: [
          navLink('Blog', '~/blog', 'Guides for managers who run shift teams'),
          navLink('Training', '~/training', 'Courses, lessons and live sessions'),
          navLink('Glossary', '~/glossary', 'Workforce terms explained'),
          navLink(
            'Compliance hub',
            '~/compliance-hub',
            pick(r, {
              us: 'Overtime, breaks and predictive scheduling by state',
              gb: 'Working time, holiday pay and minimum wage',
              au: 'Awards, penalty rates and Fair Work rules',
            }),
          ),
        ],
      },
    ],
    buttons: [
      {
        component: 'button',
        text: 'Book a demo',
        link: link('~/book-a-consultation'),
        type: 'text',
        size: 'sm',
      },
      {
        component: 'button',
        text: 'Start free trial',
        link: link('~/get-started'),
        type: 'filled',
        size: 'sm',
      },
    ],
  };
}

export function footerNavigation(r: Region): Block {
  return {
    component: 'footer_navigation',
    // Every page the site ships is one click from any page: a sitemap page linked from nowhere is
    // a page no visitor finds.
    columns: [
      {
        component: 'footer_column',
        heading: 'Product',
        links: [
          navLink('Features', '~/features'),
          navLink('{Rostering}', '~/scheduling'),
          navLink('Time clock', '~/time-clock'),
          navLink('How it works', '~/how-it-works'),
          navLink('Product tour', '~/product-tour'),
          navLink('Integrations', '~/integrations'),
          navLink('Pricing', '~/pricing'),
          navLink('Compare plans', '~/plans'),
        ],
      },
      {
        component: 'footer_column',
        heading: 'Why Shiftlane',
        links: [
          navLink('Why teams switch', '~/why-shiftlane'),
          navLink('Customers', '~/customers'),
          navLink('Reviews', '~/reviews'),
          navLink('Industries', '~/industries'),
          navLink('Compliance rules', '~/compliance-rules'),
          navLink('See it in action', '~/in-action'),
        ],
      },
      {
        component: 'footer_column',
        heading: 'Resources',
        links: [
          navLink('Blog', '~/blog'),
          navLink('Newsletter', '~/newsletter'),
          navLink('Insights', '~/insights'),
          navLink('Resources', '~/resources'),
          navLink('Learn', '~/learn'),
          navLink('Training', '~/training'),
          navLink('Glossary', '~/glossary'),
          navLink('Compliance hub', '~/compliance-hub'),
        ],
      },
      {
        component: 'footer_column',
        heading: 'Company',
        links: [
          navLink('About', '~/about'),
          navLink('Book a demo', '~/book-a-consultation'),
          navLink('Contact us', '~/contact-sales'),
          navLink('Start a free trial', '~/start-free'),
          navLink('Log in help', '~/login-help'),
          navLink('Sign-up widget for partners', '~/embed-signup'),
        ],
      },
    ],
    legal: [navLink('Terms of service', '~/terms'), navLink('Privacy policy', '~/privacy')],
    note: pick(r, {
      us: 'Shiftlane Inc., Denver, Colorado.',
      gb: 'Shiftlane Ltd, Manchester. Registered in England and Wales.',
      au: 'Shiftlane Pty Ltd, Melbourne, Victoria.',
    }),
  };
}
