// The story list as a tree: regions first (us, gb, au), then other top-level folders, each with its
// folders and stories by full_slug. A story may also be a folder's page (`us/blog` beside the posts
// in `us/blog/`): then one node is both. A folder may be empty (made in the editor, nothing in it
// yet): it is a node without children.
import type { StoryListEntry } from '../api/client';

export interface TreeNode {
  /** The full_slug of the node. */
  path: string;
  name: string;
  story: StoryListEntry | null;
  /** The folder at this path, when there is one (a region, a folder, a landing page's folder). */
  folder: StoryListEntry | null;
  children: TreeNode[];
}

const REGION_ORDER = ['us', 'gb', 'au'];

function rank(path: string): number {
  const index = REGION_ORDER.indexOf(path);
  return index === -1 ? REGION_ORDER.length : index;
}

export function storyTree(entries: readonly StoryListEntry[]): TreeNode[] {
  const root: TreeNode = { path: '', name: '', story: null, folder: null, children: [] };
  const byPath = new Map<string, TreeNode>([['', root]]);
  const nodeAt = (path: string): TreeNode => {
    const known = byPath.get(path);
    if (known) return known;
    const at = path.lastIndexOf('/');
    const parent = nodeAt(at === -1 ? '' : path.slice(0, at));
    const node: TreeNode = { path, name: path.slice(at + 1), story: null, folder: null, children: [] };
    parent.children.push(node);
    byPath.set(path, node);
    return node;
  };
  for (const entry of entries) {
    const path = entry.full_slug.replace(/^\/+|\/+$/g, '');
    if (!path) continue;
    const node = nodeAt(path);
    if (!entry.is_folder) {
      node.story = entry;
      node.name = entry.name;
    } else {
      node.folder = entry;
      // A landing page's name is the node's; a folder's own name only where there is none.
      if (!node.story) node.name = entry.name;
    }
  }
  const sort = (nodes: TreeNode[], top: boolean) => {
    nodes.sort((a, b) => {
      if (top && rank(a.path) !== rank(b.path)) return rank(a.path) - rank(b.path);
      // Folders after the pages beside them, then by name.
      const folders = Number(isFolder(a)) - Number(isFolder(b));
      if (folders !== 0) return folders;
      if (a.story?.slug === 'home') return -1;
      if (b.story?.slug === 'home') return 1;
      return a.name.localeCompare(b.name);
    });
    for (const node of nodes) sort(node.children, false);
  };
  sort(root.children, true);
  return root.children;
}

/** Whether the node is a folder (perhaps also a page): it has children, or the list says so. */
export function isFolder(node: TreeNode): boolean {
  return node.children.length > 0 || node.folder !== null;
}

/** How many stories a subtree holds. */
export function storyCount(node: TreeNode): number {
  return (node.story ? 1 : 0) + node.children.reduce((sum, child) => sum + storyCount(child), 0);
}
