// Response headers of page routes. React Router only keeps the headers of a thrown response
// (the error page's Retry-After, say) when the route passes them on, so every page route does.
import type { HeadersFunction } from 'react-router';

export const pageHeaders: HeadersFunction = ({ errorHeaders, loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) headers.set(name, value);
  if (errorHeaders) for (const [name, value] of errorHeaders) headers.set(name, value);
  return headers;
};
