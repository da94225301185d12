// Rich-text rendering (requirements §2 item 7) of Storyblok/ProseMirror-shaped content: nodes.tsx maps
// nodes, marks.tsx marks, links.ts link targets, RichTextImage.tsx images. React escapes every
// text and attribute; no attribute is copied from content as it stands (no on*, no style, no
// class), and invalid content is reported with warnContent and skipped, never thrown.
import type { RichTextDoc } from './rich-text.schema';
import { DEFAULT_REGION } from '../regions/region';
import { useSiteState } from '../site-state/SiteState';
import { renderContent } from './nodes';
import { createRenderContext } from './render-context';

export { richTextPlainText } from './plain-text';

export interface RichTextProps {
  doc: RichTextDoc | null | undefined;
  className?: string;
  /** The site's own host, when known: absolute links to it stay in the tab as internal links. */
  siteHost?: string;
}

export function RichText({ doc, className, siteHost }: RichTextProps) {
  const region = useSiteState()?.region ?? DEFAULT_REGION;
  if (!doc || doc.content.length === 0) return null;
  // A fresh context per render: each problem is reported once per render of this document.
  const context = createRenderContext(region, siteHost);
  return <div className={className ?? 'rich-text'}>{renderContent(doc.content, context)}</div>;
}
