// Response headers of the admin pages: ADMIN_HEADERS always (never cached, not indexed), plus
// what the loader, action or thrown response set (Set-Cookie, Retry-After).
import type { HeadersFunction } from 'react-router';
import { ADMIN_HEADERS } from './admin-paths';

export const adminHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    if (source) for (const [name, value] of source) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) headers.set(name, value);
  return headers;
};
