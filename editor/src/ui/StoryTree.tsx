// The story list: a tree by region and folder, searched by name or slug (the API searches both).
import { useEffect, useId, useMemo, useState } from 'react';
import { api, ApiError, type StoryListEntry } from '../api/client';
import { storyCount, storyTree, type TreeNode } from '../schema/story-tree';
import { storyHref } from './router';

interface Props {
  openId: number | null;
  onOpen: (id: number) => void;
  /** Bumped when a story changed (saved, published), so its state is shown anew. */
  refreshKey: number;
  onUnauthorised: () => void;
}

function StoryLink({
  story,
  open,
  onOpen,
}: {
  story: StoryListEntry;
  open: boolean;
  onOpen: (id: number) => void;
}) {
  const state = !story.published ? 'Draft' : story.unpublished_changes ? 'Changed' : 'Published';
  return (
    <a
      href={storyHref(story.id)}
      aria-current={open ? 'page' : undefined}
      className="story-link"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(story.id);
      }}
    >
      <span className="story-name">{story.name}</span>
      <span className={`badge badge-${state.toLowerCase()}`}>{state}</span>
    </a>
  );
}

function Branch({
  node,
  openId,
  onOpen,
  expanded,
  toggle,
  searching,
}: {
  node: TreeNode;
  openId: number | null;
  onOpen: (id: number) => void;
  expanded: ReadonlySet<string>;
  toggle: (path: string) => void;
  searching: boolean;
}) {
  const hasChildren = node.children.length > 0;
  const isOpen = searching || expanded.has(node.path);
  const listId = `tree-${node.path.replace(/[^a-z0-9-]/gi, '_')}`;
  return (
    <li>
      <div className="tree-row">
        {hasChildren ? (
          <button
            type="button"
            className="folder"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-label={node.story ? `Pages in ${node.name} (${storyCount(node) - 1})` : undefined}
            onClick={() => toggle(node.path)}
          >
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
            {node.story ? null : (
              <>
                {' '}
                {node.name} <span className="count">({storyCount(node)})</span>
              </>
            )}
          </button>
        ) : (
          <span className="tree-spacer" aria-hidden="true" />
        )}
        {node.story ? <StoryLink story={node.story} open={node.story.id === openId} onOpen={onOpen} /> : null}
      </div>
      {hasChildren && isOpen ? (
        <ul id={listId}>
          {node.children.map((child) => (
            <Branch
              key={child.path}
              node={child}
              openId={openId}
              onOpen={onOpen}
              expanded={expanded}
              toggle={toggle}
              searching={searching}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function StoryTree({ openId, onOpen, refreshKey, onUnauthorised }: Props) {
  const [search, setSearch] = useState('');
  const [entries, setEntries] = useState<StoryListEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Folders opened and closed by hand; the open story's folders are open unless closed by hand.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(['us']));
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const searchId = useId();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api.stories(search.trim()).then(
        (found) => {
          if (!current) return;
          setEntries(found);
          setError(null);
        },
        (caught: unknown) => {
          if (!current) return;
          if (caught instanceof ApiError && caught.status === 401) onUnauthorised();
          setError(caught instanceof Error ? caught.message : 'The stories could not be listed.');
        },
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, refreshKey, onUnauthorised]);

  const openFolders = useMemo(() => {
    const open = entries?.find((entry) => entry.id === openId && !entry.is_folder);
    const parts = open ? open.full_slug.split('/') : [];
    return new Set(parts.map((_, index) => parts.slice(0, index + 1).join('/')));
  }, [entries, openId]);
  const expanded = useMemo(
    () => new Set([...opened, ...openFolders].filter((path) => !closed.has(path))),
    [opened, openFolders, closed],
  );

  const tree = useMemo(() => storyTree(entries ?? []), [entries]);
  const toggle = (path: string) => {
    const open = expanded.has(path);
    const change = (set: ReadonlySet<string>, add: boolean) => {
      const next = new Set(set);
      if (add) next.add(path);
      else next.delete(path);
      return next;
    };
    setOpened((previous) => change(previous, !open));
    setClosed((previous) => change(previous, open));
  };
  const searching = search.trim() !== '';
  const stories = (entries ?? []).filter((entry) => !entry.is_folder).length;

  return (
    <nav className="story-tree" aria-label="Stories">
      <div className="field">
        <label htmlFor={searchId} className="label">
          Search stories
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Name or slug"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p className="visually-hidden" role="status">
        {entries === null ? 'Loading stories…' : `${stories} ${stories === 1 ? 'story' : 'stories'}`}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {entries !== null && stories === 0 ? <p className="muted">No story matches “{search}”.</p> : null}
      <ul className="tree">
        {tree.map((node) => (
          <Branch
            key={node.path}
            node={node}
            openId={openId}
            onOpen={onOpen}
            expanded={expanded}
            toggle={toggle}
            searching={searching}
          />
        ))}
      </ul>
    </nav>
  );
}
