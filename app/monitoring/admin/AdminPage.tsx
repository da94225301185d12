// The frame of every viewer page: a header with the sign-out button, one main landmark and h1.
import type { ReactNode } from 'react';
import { ADMIN_MONITORING_PATH } from '../../admin/admin-paths';

export function AdminPage({
  title,
  signedIn,
  children,
}: {
  title: string;
  signedIn: boolean;
  children: ReactNode;
}) {
  return (
    <div className="admin">
      <header className="admin-header">
        <a href={ADMIN_MONITORING_PATH} className="admin-brand">
          Monitoring
        </a>
        {signedIn ? (
          <form method="post" action={ADMIN_MONITORING_PATH}>
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit">Sign out</button>
          </form>
        ) : null}
      </header>
      <main id="main" className="admin-main">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
