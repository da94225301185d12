// What an admin path shows when it refuses or fails: a plain page, no site chrome (the content
// service may be down), and nothing about the error beyond its status.
import { isRouteErrorResponse } from 'react-router';

export function AdminErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? 'Not found'
      : status === 429
        ? 'Too many requests. Please wait a moment.'
        : isRouteErrorResponse(error) && typeof error.data === 'string' && status < 500
          ? error.data
          : 'Something went wrong. Please try again shortly.';
  return (
    <>
      <title>{message}</title>
      <meta name="robots" content="noindex" />
      <main id="main">
        <h1>{message}</h1>
      </main>
    </>
  );
}
