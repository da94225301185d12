// The editor's frame: sign in, then the story list beside the open story. A 401 at any point (the
// session ended, the service restarted) asks to sign in again in a dialog over the open story, so
// that its unsaved changes are still there afterwards.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';
import { Modal } from './Modal';
import { SignIn, SignInForm } from './SignIn';
import { NewStoryDialog } from './StoryDialogs';
import { StoryEditor } from './StoryEditor';
import { StoryErrorBoundary } from './StoryErrorBoundary';
import { StoryTree } from './StoryTree';
import { useStoryRoute } from './router';

type Session =
  | { state: 'checking' }
  | { state: 'signed-out'; notice?: string }
  /** `ended`: a call was refused for want of a session; the dialog asks to sign in, or was closed. */
  | { state: 'signed-in'; user: string; ended?: 'asking' | 'dismissed' };

const LEAVE_UNSAVED = 'This story has unsaved changes. Leave it without saving?';

export function App() {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [dirty, setDirty] = useState(false);
  const mayLeave = useCallback(() => !dirty || window.confirm(LEAVE_UNSAVED), [dirty]);
  const [storyId, navigate] = useStoryRoute(mayLeave);
  const [refreshKey, setRefreshKey] = useState(0);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const [signOutError, setSignOutError] = useState(false);
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
    () =>
      setSession((current) =>
        current.state === 'signed-in'
          ? { ...current, ended: 'asking' }
          : { state: 'signed-out', notice: 'Your session has ended. Sign in again.' },
      ),
    [],
  );
  const onChanged = useCallback(() => setRefreshKey((key) => key + 1), []);

  const open = useCallback(
    (id: number | null) => {
      // The open story clicked again: nothing to leave, and its unsaved changes stay unsaved.
      if (id === storyId) return;
      if (!mayLeave()) return;
      setDirty(false);
      setNotice('');
      navigate(id);
    },
    [storyId, mayLeave, navigate],
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
    // The Delete button is gone with the story: the focus goes to the story area, not the page.
    requestAnimationFrame(() => document.getElementById('story')?.focus());
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
    setSignOutError(false);
    try {
      await api.signOut();
    } catch {
      // The session may well still be valid: saying "signed out" would be a lie on a shared machine.
      setSignOutError(true);
      return;
    }
    setDirty(false);
    setSession({ state: 'signed-out' });
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
  const signedInAgain = (user: string) => {
    setSession({ state: 'signed-in', user });
    // The list may have failed while the session was gone.
    setRefreshKey((key) => key + 1);
  };
  return (
    <div className="shell">
      <a className="skip-link" href="#story">
        Skip to the story
      </a>
      <header className="top-bar">
        <p className="app-name">Shiftlane editor</p>
        {session.ended ? (
          <p className="error">
            Your session has ended.{' '}
            <button type="button" onClick={() => setSession({ ...session, ended: 'asking' })}>
              Sign in again
            </button>
          </p>
        ) : (
          <p className="user">
            Signed in as <strong>{session.user}</strong>
          </p>
        )}
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
        {signOutError ? (
          <p className="error" role="alert">
            Signing out failed; try again.
          </p>
        ) : null}
      </header>
      {session.ended === 'asking' ? (
        <Modal
          title="Sign in again"
          className="sign-in-dialog"
          onClose={() => setSession({ ...session, ended: 'dismissed' })}
        >
          <p role="status">
            Your session has ended. Sign in to go on: the open story stays as it is, unsaved changes included.
          </p>
          <SignInForm heading={false} onSignedIn={signedInAgain} />
        </Modal>
      ) : null}
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
          {/* Always there, so that a notice put in it is announced (a region made with its text is often not). */}
          <p role="status" className="notice-status">
            {storyId === null ? notice : ''}
          </p>
          {storyId === null ? (
            <div className="empty">
              <h1>Choose a story</h1>
              <p>Pick a page from the list to edit it beside its live preview.</p>
            </div>
          ) : (
            <StoryErrorBoundary key={`${storyId}-${reloads}`}>
              <StoryEditor
                storyId={storyId}
                onDirtyChange={setDirty}
                onChanged={onChanged}
                onUnauthorised={onUnauthorised}
                onOpen={openChanged}
                onDeleted={deleted}
              />
            </StoryErrorBoundary>
          )}
        </main>
      </div>
    </div>
  );
}
