// All blog posts of a region: the shared posts rewritten for it, its own posts, and one draft.
import type { Region } from '../../lib/locale';
import { auPosts } from './au';
import { gbPosts } from './gb';
import { sharedA } from './shared-a';
import { sharedB } from './shared-b';
import { sharedC } from './shared-c';
import { chooser, type PostDef } from './types';
import { usPosts } from './us';

const REGIONAL: Record<Region, PostDef[]> = { us: usPosts, gb: gbPosts, au: auPosts };

/** The region's 32 published posts, oldest first. */
export function postsFor(r: Region): PostDef[] {
  const shared = [...sharedA, ...sharedB, ...sharedC].map((post) => post(r));
  return [...shared, ...REGIONAL[r]].sort((a, b) => a.date.localeCompare(b.date));
}

/** A post that was written but never published (only a preview token sees it). */
export function draftPost(r: Region): PostDef {
  const p = chooser(r);
  return {
    slug: 'draft-upcoming-feature',
    title: 'Coming soon: {rosters} that build themselves from your forecast',
    intro:
      'We are testing a feature that turns your demand forecast into a complete draft {roster}, respecting availability, skills and every rule you have set. Here is an early look.',
    date: '2026-11-26 09:00',
    author: 'product',
    category: 'Product news',
    image: 'demand-forecast',
    seo_description:
      'An early look at Shiftlane auto-scheduling: a complete draft {roster} built from your demand forecast, availability and rules.',
    body: `## What it does

Auto-scheduling takes the demand forecast for a week, works out the shifts you need by role and hour, and fills them with available, qualified staff. You review a finished draft instead of starting from an empty grid.

## What we are still working on

- Explaining every decision in plain language, shift by shift
- Weighing staff preferences as well as availability
- ${p({
      us: 'Applying predictive scheduling notice and rest rules for every covered city',
      gb: 'Applying Working Time Regulations rest rules and young worker limits',
      au: 'Costing every option with award penalty rates before it is chosen',
    })}

We will share more, including which plans it comes with, when it is ready. Premium customers who would like early access can [contact us](~/contact-sales).`,
  };
}
