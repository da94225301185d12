// Shapes of customer stories, insights and compliance items before they become stories.
import type { IllustrationName } from '../lib/illustrations';

export interface CustomerDef {
  slug: string;
  company: string;
  headline: string;
  industry: string;
  /** The story's picture: a product illustration of its industry or result. */
  image: IllustrationName;
  location: string;
  employees: string;
  summary: string;
  /** Body in the notation of lib/rich.ts. */
  body: string;
  quote: string;
  quote_author: string;
  quote_author_title: string;
  results: [metric: string, label: string][];
}

export interface InsightDef {
  slug: string;
  title: string;
  summary: string;
  /** `YYYY-MM-DD HH:mm` */
  date: string;
  category: string;
  /** The report's picture: a chart or view of its subject. */
  image: IllustrationName;
  body: string;
}

export interface ComplianceDef {
  slug: string;
  title: string;
  summary: string;
  jurisdiction: string;
  /** `YYYY-MM-DD` */
  updated: string;
  body: string;
}
