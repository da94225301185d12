// Builders for the product blocks (pricing, plans, integrations, forms). Plans, prices, add-ons,
// integrations and compliance states are never written here: the blocks read them from
// app/local-data/, so seed copy only names ids and writes the words around them. Text is
// region-neutral copy with `{token}`s (lib/locale.ts); paths starting with `~` are region-relative.
import { link, md, picture, type ImageField } from './blocks';
import type { Block } from './story';

/**
 * Section themes. `grey` is left out on purpose: the us localiser would spell an explicit 'grey'
 * as 'gray' (lib/locale.ts), so blocks that want grey get it from their default instead.
 */
export type Theme =
  'white' | 'yellow' | 'peach' | 'azure' | 'pink' | 'purple' | 'purple-light' | 'enterprise';
export type PlanId = 'starter' | 'premium' | 'enterprise';

interface Heading {
  headline?: string;
  intro?: string;
  theme?: Theme;
}

/** Drops unset fields, so the seed only stores what an editor would have filled in. */
function compact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function blockOf(component: string, fields: Record<string, unknown>): Block {
  return { component, ...compact(fields) };
}

const linkTo = (to: string | undefined) => (to === undefined ? undefined : link(to));

export function pricingTable(
  spec: Heading & {
    highlight?: PlanId;
    highlight_label?: string;
    cta_text?: string;
    cta_link?: string;
    ctas?: { plan: PlanId; text: string; to: string }[];
    billing_note?: string;
  },
): Block {
  return blockOf('pricing_table', {
    ...spec,
    cta_link: linkTo(spec.cta_link),
    ctas: spec.ctas?.map(({ plan, text, to }) => ({ component: 'plan_cta', plan, text, link: link(to) })),
  });
}

export interface ComparisonRow {
  feature: string;
  /** Plans that include the feature (a tick). */
  plans?: PlanId[];
  /** Text instead of a tick, per plan. */
  values?: Partial<Record<PlanId, string>>;
}

export function planComparison(spec: Heading & { show_prices?: boolean }, rows: ComparisonRow[]): Block {
  return blockOf('plan_comparison', {
    ...spec,
    rows: rows.map((row) =>
      blockOf('plan_comparison_row', {
        feature: row.feature,
        plans: row.plans,
        values: row.values
          ? Object.entries(row.values).map(([plan, text]) => ({ component: 'plan_value', plan, text }))
          : undefined,
      }),
    ),
  });
}

export function addOnList(
  spec: Heading & { descriptions?: Partial<Record<'hr' | 'analytics' | 'sms', string>> },
): Block {
  return blockOf('add_on_list', {
    ...spec,
    descriptions: spec.descriptions
      ? Object.entries(spec.descriptions).map(([add_on, text]) => ({
          component: 'add_on_description',
          add_on,
          text,
        }))
      : undefined,
  });
}

export function pricingCalculator(
  spec: Heading & {
    default_staff?: number;
    default_plan?: PlanId;
    note?: string;
    cta_text?: string;
    cta_link?: string;
  },
): Block {
  return blockOf('pricing_calculator', { ...spec, cta_link: linkTo(spec.cta_link) });
}

export function planFilter(
  spec: Heading & { default_plan?: PlanId; cta_text?: string; cta_link?: string },
): Block {
  return blockOf('plan_filter', { ...spec, cta_link: linkTo(spec.cta_link) });
}

export interface IndustryCopySpec {
  industry: string;
  headline?: string;
  text: string;
  points?: string[];
  link_text?: string;
  to?: string;
}

export function industryFilter(
  spec: Heading & {
    label?: string;
    default_industry?: string;
    fallback_text?: string;
    fallback_link_text?: string;
    fallback_link?: string;
  },
  copy: IndustryCopySpec[],
): Block {
  return blockOf('industry_filter', {
    ...spec,
    fallback_link: linkTo(spec.fallback_link),
    items: copy.map(({ to, points, ...item }) =>
      blockOf('industry_copy', { ...item, points: points?.join('\n'), link: linkTo(to) }),
    ),
  });
}

export function integrationsDirectory(
  spec: Heading & { request_text?: string; request_link_text?: string; request_link?: string },
): Block {
  return blockOf('integrations_directory', { ...spec, request_link: linkTo(spec.request_link) });
}

export function integrationLogos(
  spec: Heading & { integrations: string[]; link_text?: string; link?: string },
): Block {
  return blockOf('integration_logos', { ...spec, link: linkTo(spec.link) });
}

export function complianceStates(
  spec: Heading & {
    states?: string[];
    buttons?: { text: string; to: string; type?: 'filled' | 'outline' }[];
  },
): Block {
  return blockOf('compliance_states', {
    ...spec,
    buttons: spec.buttons?.map(({ to, ...button }) => ({ component: 'button', ...button, link: link(to) })),
  });
}

export function heroSignup(spec: {
  headline: string;
  subheadline?: string;
  eyebrow?: string;
  benefits?: string[];
  form_heading?: string;
  cta_text?: string;
  form_id?: string;
  show_social_button?: boolean;
  show_capterra_rating?: boolean;
  theme?: Theme;
  /** The element id links reach it by (`#signup` also opens the signup modal). */
  anchor?: string;
}): Block {
  return blockOf('hero_signup', { ...spec, benefits: spec.benefits?.join('\n') });
}

/** §3 "Signup modal content" fields; unset ones take the site's signup modal content. */
export function signupForm(spec: {
  heading?: string;
  subheading?: string;
  cta_text?: string;
  form_id?: string;
  show_social_button?: boolean;
  show_capterra_rating?: boolean;
  hideComponent?: boolean;
  inline?: boolean;
  theme?: Theme;
  anchor?: string;
}): Block {
  return blockOf('signup_form', spec);
}

export function marketingForm(
  spec: Heading & {
    form_id: string;
    form_headline?: string;
    form_intro?: string;
    thank_you?: string;
    error?: string;
    fallback_text?: string;
    fallback_link?: string;
    anchor?: string;
  },
): Block {
  return blockOf('marketing_form', { ...spec, fallback_link: linkTo(spec.fallback_link) });
}

export interface ConsultationCountrySpec {
  headline: string;
  subline: string[];
  image?: ImageField;
  quote?: { quote: string; author: string; author_title: string; company: string; avatar?: number };
  formId?: string;
}

/** The book-a-consultation block: one set of fields per visitor country (suffix us, au, gb). */
export function consultation(
  countries: Record<'us' | 'au' | 'gb', ConsultationCountrySpec>,
  copy: {
    form_headline?: string;
    form_intro?: string;
    thank_you?: string;
    error?: string;
    fallback_text?: string;
    theme?: Theme;
  } = {},
): Block {
  const fields = Object.entries(countries).flatMap(([country, spec]) => {
    const quote = spec.quote
      ? [
          compact({
            component: 'quote',
            quote: md(spec.quote.quote),
            author: spec.quote.author,
            author_title: spec.quote.author_title,
            company: spec.quote.company,
            image: spec.quote.avatar
              ? picture(`avatars/avatar-${spec.quote.avatar}.svg`, '', 160, 160)
              : undefined,
          }),
        ]
      : undefined;
    return Object.entries(
      compact({
        [`headline_${country}`]: spec.headline,
        [`subline_${country}`]: spec.subline.join('\n'),
        [`image_${country}`]: spec.image,
        [`quote_${country}`]: quote,
        [`formId_${country}`]: spec.formId,
      }),
    );
  });
  return blockOf('consultation', { ...Object.fromEntries(fields), ...copy });
}
