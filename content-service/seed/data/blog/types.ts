// Shape of a blog post before it becomes a story, and the recurring authors.
import type { IllustrationName } from '../../lib/illustrations';
import { pick, type Region } from '../../lib/locale';

export type Category =
  | '{Rostering}'
  | 'Payroll'
  | 'Compliance'
  | 'Retail'
  | 'Hospitality'
  | 'Healthcare'
  | 'Leadership'
  | 'Time tracking'
  | 'Product news';

export type AuthorSlot = 'education' | 'analytics' | 'product' | 'compliance' | 'payroll';

export interface PostDef {
  slug: string;
  title: string;
  intro: string;
  /** `YYYY-MM-DD HH:mm` */
  date: string;
  author: AuthorSlot;
  category: Category;
  seo_description: string;
  /** The post's picture: a product illustration of its subject (lib/illustrations.ts). */
  image: IllustrationName;
  /** Body in the notation of lib/rich.ts. */
  body: string;
}

export type SharedPost = (r: Region) => PostDef;

export const AUTHORS: Record<Region, Record<AuthorSlot, string>> = {
  us: {
    education: 'Maya Okafor, Head of Customer Education',
    analytics: 'Daniel Reyes, Workforce Analytics Lead',
    product: 'Priya Raman, Senior Product Manager',
    compliance: 'Jordan Blake, Compliance Editor',
    payroll: 'Carla Jimenez, Payroll Solutions Lead',
  },
  gb: {
    education: 'Harriet Coles, Head of Customer Education',
    analytics: 'Owen Mercer, Workforce Analytics Lead',
    product: 'Aisha Malik, Senior Product Manager',
    compliance: 'Rhys Pritchard, Employment Law Editor',
    payroll: 'Tom Ainsworth, Payroll Specialist',
  },
  au: {
    education: 'Sophie Nguyen, Customer Education Lead',
    analytics: 'Ben Hargreaves, Workforce Analytics Lead',
    product: 'Jack Whitfield, Head of Product (APAC)',
    compliance: 'Mei Lin Tran, Compliance Editor',
    payroll: "Liam O'Connor, Payroll and Awards Specialist",
  },
};

const OFFSET_DAYS: Record<Region, number> = { us: 0, gb: 1, au: 2 };

/** A shared post's date in a region: the us date, a day later for gb and two for au. */
export function on(r: Region, stamp: string): string {
  const date = new Date(`${stamp.replace(' ', 'T')}:00Z`);
  date.setUTCDate(date.getUTCDate() + OFFSET_DAYS[r]);
  return `${date.toISOString().slice(0, 10)} ${stamp.slice(11)}`;
}

/** A typed region chooser for use inside post functions. */
export function chooser(r: Region): <T>(variants: Record<Region, T>) => T {
  return (variants) => pick(r, variants);
}
