// Sign in with the management token or a name and password (EDITOR_USERS). A refusal is said next
// to the form and cleared as soon as the editor changes what they typed. The form is the page
// before the editor opens, and a dialog over the open story when a session ends (App.tsx).
import { useId, useState, type FormEvent } from 'react';
import { api, ApiError } from '../api/client';

type Mode = 'password' | 'token';

/** The form alone; `heading` off where a dialog's title names it already. */
export function SignInForm({
  onSignedIn,
  heading = true,
}: {
  onSignedIn: (user: string) => void;
  heading?: boolean;
}) {
  const [mode, setMode] = useState<Mode>('password');
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const signedIn = await api.signIn(mode === 'token' ? { token } : { user, password });
      setPassword('');
      setToken('');
      onSignedIn(signedIn);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Signing in failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  const describedBy = error ? errorId : undefined;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={heading ? 'sign-in-title' : undefined}
      aria-label={heading ? undefined : 'Sign in'}
      noValidate
    >
      {heading ? <h2 id="sign-in-title">Sign in</h2> : null}
      <fieldset className="segmented">
        <legend>Sign in with</legend>
        <label>
          <input
            type="radio"
            name="mode"
            checked={mode === 'password'}
            onChange={() => {
              setMode('password');
              setError(null);
            }}
          />
          Name and password
        </label>
        <label>
          <input
            type="radio"
            name="mode"
            checked={mode === 'token'}
            onChange={() => {
              setMode('token');
              setError(null);
            }}
          />
          Management token
        </label>
      </fieldset>
      {mode === 'password' ? (
        <>
          <label className="field">
            <span className="label">Name</span>
            <input
              name="user"
              data-autofocus
              autoComplete="username"
              required
              value={user}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => edit(setUser)(event.target.value)}
            />
          </label>
          <label className="field">
            <span className="label">Password</span>
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => edit(setPassword)(event.target.value)}
            />
          </label>
        </>
      ) : (
        <label className="field">
          <span className="label">Management token</span>
          <input
            name="token"
            type="password"
            autoComplete="off"
            required
            value={token}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => edit(setToken)(event.target.value)}
          />
        </label>
      )}
      {error && (
        <p id={errorId} className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

export function SignIn({ onSignedIn }: { onSignedIn: (user: string) => void }) {
  return (
    <main className="sign-in">
      <h1>Shiftlane editor</h1>
      <SignInForm onSignedIn={onSignedIn} />
    </main>
  );
}
