// How the crawler files are answered: their type, and five minutes of shared caching.
export const SEO_CACHE_CONTROL = 'public, max-age=300';

export function seoResponse(body: string, contentType: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': contentType, 'Cache-Control': SEO_CACHE_CONTROL },
  });
}

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';
