// The video's poster and play button, and the player once asked for. Nothing from a video host
// loads until the visitor presses play (consent comes later): before hydration the button is a
// link to the video's address; after it, a button that swaps the poster for the embed and moves
// focus into the player. The 16:9 frame is reserved throughout, so nothing shifts. A YouTube or
// Vimeo embed also needs the 'video-embeds' consent; without it the frame offers the consent gate.
import { useEffect, useRef, useState } from 'react';
import { useServiceAllowed } from '../../consent/use-consent';
import { VideoConsentGate } from '../../consent/VideoConsentGate';
import { useSiteState } from '../../site-state/SiteState';
import { mediaUrl, type ImageRef } from '../../media/image';
import { ResponsiveImage } from '../../media/Picture';
import { Icon } from '../shared/Icon';
import { useHydrated } from '../shared/use-hydrated';
import { videoSource } from './video-source';

/** The poster's 16:9 frame (.video-player in Video.css): the media service crops to it. */
const POSTER_RATIO = 16 / 9;

export interface VideoPlayerProps {
  href: string;
  title: string;
  poster: ImageRef | null;
}

export function VideoPlayer({ href, title, poster }: VideoPlayerProps) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  const source = videoSource(href);
  const name = title ? `Play video: ${title}` : 'Play video';
  const embedsAllowed = useServiceAllowed('video-embeds');
  const region = useSiteState()?.region ?? 'us';

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing, embedsAllowed]);

  if (playing && source.kind !== 'link') {
    return (
      <div className="video-player video-player--playing">
        {source.kind === 'file' ? (
          <video
            ref={player}
            className="video-player__media"
            src={source.src}
            poster={poster?.key ? mediaUrl(poster.key, { width: 1280, format: 'webp' }) : poster?.url}
            controls
            autoPlay
            playsInline
            aria-label={title || 'Video'}
          />
        ) : !embedsAllowed ? (
          <VideoConsentGate
            href={href}
            host={source.kind === 'youtube' ? 'YouTube' : 'Vimeo'}
            region={region}
            focusOnMount
          />
        ) : (
          <iframe
            ref={player}
            className="video-player__media"
            src={source.embedUrl}
            title={title || 'Video'}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    );
  }

  const external = /^https?:/i.test(href);
  const face = (
    <>
      <span className="video-player__icon">
        <Icon name="play" size={32} />
      </span>
      <span className="visually-hidden">{name}</span>
    </>
  );
  return (
    <div className="video-player">
      {poster ? (
        <ResponsiveImage
          className="video-player__poster"
          image={poster}
          sizes="(min-width: 62rem) 60rem, calc(100vw - 2.5rem)"
          aspectRatio={POSTER_RATIO}
        />
      ) : null}
      {hydrated && source.kind !== 'link' ? (
        <button type="button" className="video-player__play" onClick={() => setPlaying(true)}>
          {face}
        </button>
      ) : (
        <a className="video-player__play" href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
          {face}
        </a>
      )}
    </div>
  );
}
