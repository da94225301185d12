// A hero's headline is the page's h1 when the hero opens the page, and an h2 anywhere else, so
// every page has exactly one h1 and headings stay in order.
import { usePlacement } from '../block-scope';

/** Blocks whose heading (HeroHeading) is the page title when they open the page. */
export function isTitleBlock(component: unknown): boolean {
  return (
    typeof component === 'string' &&
    (component === 'hero' ||
      component.startsWith('hero_') ||
      component === 'page_header' ||
      component === 'blog_post_header' ||
      component === 'consultation')
  );
}

export function HeroHeading({ children, className }: { children: string; className?: string }) {
  const { isFirst } = usePlacement();
  return isFirst ? <h1 className={className}>{children}</h1> : <h2 className={className}>{children}</h2>;
}
