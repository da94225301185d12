// Every stylesheet in a block's folder, in every page's stylesheets from the first byte. Most
// blocks are chunks of their own, and Vite would ship a lazy chunk's CSS with the chunk: the server's
// <Links> would not name it, and the page would reflow when it arrived.
// Order: the blocks' sheets by folder name, A to Z (Vite sorts a glob's matches), each folder's
// sheets by file name; root.tsx puts them after the site's own sheets and the forms' sheet. A later
// sheet wins a tie of equal specificity, so a rule that overrides another block's
// scopes itself with its own block's class (as Modal.css does for the hero inside a modal).
import.meta.glob('./*/*.css', { eager: true });
