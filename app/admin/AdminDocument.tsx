// The document of every admin page (app/root.tsx picks it for /admin paths): English, no site
// chrome, no consent banner, analytics, monitoring, modals or service worker; only React Router's
// own scripts, so the viewer hydrates.
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';

export function AdminDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
