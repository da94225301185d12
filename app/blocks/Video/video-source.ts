// What a video address can be played as: a YouTube or Vimeo embed (YouTube through its no-cookie
// domain, Vimeo with do-not-track), a video file for <video>, or only a link. IDs are checked
// against their known shapes, so an embed address is never built from arbitrary text.

export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; src: string }
  | { kind: 'link' };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv)$/i;

function youtubeId(url: URL, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
}

function vimeo(url: URL, host: string): { id: string; hash: string | null } | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'vimeo.com' && parts[0] && VIMEO_ID.test(parts[0])) {
    return {
      id: parts[0],
      hash: parts[1] && VIMEO_HASH.test(parts[1]) ? parts[1] : url.searchParams.get('h'),
    };
  }
  if (host === 'player.vimeo.com' && parts[0] === 'video' && parts[1] && VIMEO_ID.test(parts[1])) {
    return { id: parts[1], hash: url.searchParams.get('h') };
  }
  return null;
}

/** `href` is already a safe href (fields.ts `link`): a site path or an http(s) address. */
export function videoSource(href: string): VideoSource {
  let url: URL;
  try {
    url = new URL(href, 'https://site.invalid');
  } catch {
    return { kind: 'link' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'link' };
  const host = url.hostname.replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return {
      kind: 'youtube',
      id: youtube,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
    };
  }
  const onVimeo = vimeo(url, host);
  if (onVimeo) {
    const hash = onVimeo.hash && VIMEO_HASH.test(onVimeo.hash) ? `&h=${onVimeo.hash}` : '';
    return {
      kind: 'vimeo',
      id: onVimeo.id,
      embedUrl: `https://player.vimeo.com/video/${onVimeo.id}?autoplay=1&dnt=1${hash}`,
    };
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: href };
  return { kind: 'link' };
}
