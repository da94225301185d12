// The video modal (§2 item 6) and its part of the §3 video play stack: a YouTube (no-cookie) or
// Vimeo (do-not-track) embed, or a video file, playing as soon as the visitor asked for it. A video
// file pauses while another modal covers it. YouTube and Vimeo embeds wait for the 'video-embeds'
// consent; until then the frame offers to watch on the host or to allow embeds and play.
import { useCallback, useEffect, useRef } from 'react';
import { videoSource } from '../blocks/Video/video-source';
import { useServiceAllowed } from '../consent/use-consent';
import { VideoConsentGate } from '../consent/VideoConsentGate';
import { useSiteState } from '../site-state/SiteState';
import { useCurrentModal, useModals } from './modal-context';
import { isShown } from './modal-state';
import { ModalTitle } from './ModalParts';

export function VideoModalBody({ href, title }: { href: string; title: string }) {
  const current = useCurrentModal();
  const entries = useModals()?.entries ?? [];
  const video = useRef<HTMLVideoElement>(null);
  const source = videoSource(href);
  const position = entries.findIndex((entry) => entry.key === current?.key);
  const covered = position >= 0 && entries.slice(position + 1).some(isShown);
  const embedsAllowed = useServiceAllowed('video-embeds');
  const region = useSiteState()?.region ?? 'us';

  useEffect(() => {
    if (covered) video.current?.pause();
  }, [covered]);

  return (
    <div className="video-modal">
      <ModalTitle className="visually-hidden">{title}</ModalTitle>
      <div className="video-modal__frame">
        {source.kind === 'file' ? (
          <video
            ref={video}
            className="video-modal__media"
            src={source.src}
            controls
            autoPlay
            playsInline
            aria-label={title}
          />
        ) : source.kind === 'link' ? null : !embedsAllowed ? (
          <VideoConsentGate
            href={href}
            host={source.kind === 'youtube' ? 'YouTube' : 'Vimeo'}
            region={region}
          />
        ) : (
          <iframe
            className="video-modal__media"
            src={source.embedUrl}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    </div>
  );
}

/**
 * Opens a video in a modal above any open one (pushing it on the play stack). Returns false, and
 * opens nothing, when the address cannot be embedded or no modal can open: the caller's link then
 * does what it does without JavaScript.
 */
export function useVideoModal(): (href: string, title: string, opener: HTMLElement | null) => boolean {
  const open = useModals()?.open;
  return useCallback(
    (href, title, opener) => {
      if (!open || videoSource(href).kind === 'link') return false;
      open({
        target: 'video',
        id: href,
        content: <VideoModalBody href={href} title={title} />,
        size: 'video',
        closeOnOutsideClick: true,
        opener,
        video: { src: href, title },
      });
      return true;
    },
    [open],
  );
}
