// Sign-in for people in a browser: the admin token, typed once, exchanged for an 8-hour cookie.
import { ADMIN_MONITORING_PATH } from '../../admin/admin-paths';

export function SignInForm({ error, next }: { error: string | null; next: string }) {
  return (
    <form method="post" action={ADMIN_MONITORING_PATH} className="admin-sign-in">
      <p>Sign in with the admin token to see monitoring data.</p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <label htmlFor="admin-token">Admin token</label>
      <input id="admin-token" name="token" type="password" autoComplete="current-password" required />
      <button type="submit">Sign in</button>
    </form>
  );
}
