// The video's poster and play button. Nothing from a video host loads until the visitor presses
// play (consent comes later): before hydration the button is a link to the video's address; after
// it, a button that opens the video modal (app/modals/VideoModal.tsx, §2 item 6), which sends the
// video modal events (§7) and asks for the 'video-embeds' consent a YouTube or Vimeo player needs.
// Where no modal can open, the button plays the video here instead: the poster gives way to the
// player (or the consent gate) in the reserved 16:9 frame, so nothing shifts.
import { useEffect, useRef, useState } from 'react';
import { useServiceAllowed } from '../../consent/use-consent';
import { useVideoModal } from '../../modals/VideoModal';
import { useModals } from '../../modals/modal-context';
import { VideoConsentGate } from '../../consent/VideoConsentGate';
import { useSiteState } from '../../site-state/SiteState';
import { imageUrl, type ImageRef } from '../../media/image';
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
  const openVideo = useVideoModal();
  const opensModal = useModals() !== null;

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
            poster={poster ? imageUrl(poster.url, { width: 1280, format: 'webp' }) : undefined}
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
        <button
          type="button"
          className="video-player__play"
          aria-haspopup={opensModal ? 'dialog' : undefined}
          onClick={(event) => {
            if (!openVideo(href, title || 'Video', event.currentTarget)) setPlaying(true);
          }}
        >
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
