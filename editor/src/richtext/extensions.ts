// The TipTap extensions of the rich-text field: StarterKit limited to what the site's renderer
// shows (app/rich-text/nodes.tsx, marks.tsx), with Storyblok's link attributes kept on links.
import { Link } from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

const StoryblokLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      linktype: { default: 'url', rendered: false },
      uuid: { default: null, rendered: false },
      anchor: { default: null, rendered: false },
      story: { default: null, rendered: false },
      email: { default: null, rendered: false },
    };
  },
}).configure({
  openOnClick: false,
  autolink: false,
  linkOnPaste: true,
  // The site decides rel and target when it renders (app/rich-text/links.ts).
  HTMLAttributes: { target: null, rel: null, class: null },
});

export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    link: false,
    // Editing aids, not content.
    dropcursor: false,
    trailingNode: false,
  }),
  StoryblokLink,
];
