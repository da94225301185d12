// The newsletter modal's copy and form (requirements §3 "Modal state", §9 "Newsletter form id 1261"), shared
// by the modal and the newsletter band block that opens it.
import { REGION_LOCALES, type Region } from '../regions/region';

export const NEWSLETTER_FORM_ID = '1261';
export const NEWSLETTER_HEADLINE = 'Never miss a beat';
/** §3: `{workplaces}` is the formatted stat, `{product}` the brand name. */
export const NEWSLETTER_SUBLINE =
  'More than {workplaces} workplaces have used {product}. Subscribe to learn why.';
export const NEWSLETTER_CTA = 'Subscribe now';
/** What a failed subscription says: nothing was sent, and the address typed is still in the form. */
export const NEWSLETTER_SEND_ERROR =
  'Sorry, your subscription could not be sent. Your email address is still in the form: please try again.';
/**
 * A newsletter call to action: with JavaScript the '#newsletter' fragment opens the modal
 * (modal-links.ts); without it the link leads to the region's newsletter page, whose form carries
 * that id.
 */
export const NEWSLETTER_PAGE_LINK = '/newsletter#newsletter';
/** Where the modal's link leads if its form cannot load. */
export const NEWSLETTER_CONTACT_PATH = '/contact-sales?topic=newsletter';

export function fillSubline(template: string, values: { workplaces: string; product: string }): string {
  return template.replace(/\$?\{workplaces\}/g, values.workplaces).replace(/\$?\{product\}/g, values.product);
}

/** The subline with the workplaces stat in the region's number format and the brand name. */
export function newsletterSubline(
  site: { stats: { workplaces: number }; brandName: string; region: Region },
  template: string = NEWSLETTER_SUBLINE,
): string {
  return fillSubline(template, {
    workplaces: site.stats.workplaces.toLocaleString(REGION_LOCALES[site.region]),
    product: site.brandName,
  });
}
