// The editor's frame: sign in, then the story list beside the open story. A 401 at any point (the
// session ended, the service restarted) brings the sign-in back.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';
import { SignIn } from './SignIn';
import { NewStoryDialog } from './StoryDialogs';
import { StoryEditor } from './StoryEditor';
import { StoryTree } from './StoryTree';
import { useStoryRoute } from './router';

type Session =
  { state: 'checking' } | { state: 'signed-out'; notice?: string } | { state: 'signed-in'; user: string };

export function App() {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [storyId, navigate] = useStoryRoute();
  const [refreshKey, setRefreshKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  // Bumped to read the open story again (a folder move changed its full slug and ETag).
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    api.session().then(
      (user) => setSession(user === null ? { state: 'signed-out' } : { state: 'signed-in', user }),
      (error: unknown) =>
        setSession({ state: 'signed-out', notice: error instanceof Error ? error.message : String(error) }),
    );
  }, []);

  const onUnauthorised = useCallback(
    () => setSession({ state: 'signed-out', notice: 'Your session has ended. Sign in again.' }),
    [],
  );
  const onChanged = useCallback(() => setRefreshKey((key) => key + 1), []);

  const open = useCallback(
    (id: number | null) => {
      if (
        dirty &&
        id !== storyId &&
        !window.confirm('This story has unsaved changes. Leave it without saving?')
      )
        return;
      setDirty(false);
      setNotice('');
      navigate(id);
    },
    [dirty, storyId, navigate],
  );

  const openChanged = useCallback(
    (id: number) => {
      setRefreshKey((key) => key + 1);
      open(id);
    },
    [open],
  );
  const deleted = useCallback(() => {
    setDirty(false);
    setRefreshKey((key) => key + 1);
    setNotice('The story was deleted.');
    navigate(null);
  }, [navigate]);

  // A form with unsaved changes is left as it is: saving it meets the conflict message, whose
  // Reload reads the moved story.
  const storiesMoved = useCallback(
    (ids: number[]) => {
      if (storyId !== null && ids.includes(storyId) && !dirty) setReloads((count) => count + 1);
    },
    [storyId, dirty],
  );

  async function signOut() {
    if (dirty && !window.confirm('This story has unsaved changes. Sign out without saving?')) return;
    try {
      await api.signOut();
    } finally {
      setDirty(false);
      setSession({ state: 'signed-out' });
    }
  }

  if (session.state === 'checking') {
    return (
      <p className="loading" role="status">
        Loading the editor…
      </p>
    );
  }
  if (session.state === 'signed-out') {
    return (
      <>
        {session.notice ? (
          <p className="notice" role="status">
            {session.notice}
          </p>
        ) : null}
        <SignIn onSignedIn={(user) => setSession({ state: 'signed-in', user })} />
      </>
    );
  }
  return (
    <div className="shell">
      <a className="skip-link" href="#story">
        Skip to the story
      </a>
      <header className="top-bar">
        <p className="app-name">Shiftlane editor</p>
        <p className="user">
          Signed in as <strong>{session.user}</strong>
        </p>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <div className="workspace">
        <aside className="sidebar">
          <div className="sidebar-actions">
            <button type="button" className="primary" onClick={() => setCreating(true)}>
              New story
            </button>
          </div>
          {creating ? (
            <NewStoryDialog
              onCreated={(id) => {
                setCreating(false);
                openChanged(id);
              }}
              onClose={() => setCreating(false)}
              onUnauthorised={onUnauthorised}
            />
          ) : null}
          <StoryTree
            openId={storyId}
            onOpen={open}
            refreshKey={refreshKey}
            onUnauthorised={onUnauthorised}
            onStoriesMoved={storiesMoved}
          />
        </aside>
        <main id="story" className="story-area" tabIndex={-1}>
          {storyId === null ? (
            <div className="empty">
              <h1>Choose a story</h1>
              <p role="status">{notice}</p>
              <p>Pick a page from the list to edit it beside its live preview.</p>
            </div>
          ) : (
            <StoryEditor
              key={`${storyId}-${reloads}`}
              storyId={storyId}
              onDirtyChange={setDirty}
              onChanged={onChanged}
              onUnauthorised={onUnauthorised}
              onOpen={openChanged}
              onDeleted={deleted}
            />
          )}
        </main>
      </div>
    </div>
  );
}
