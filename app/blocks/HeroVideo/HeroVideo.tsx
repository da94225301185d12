// A hero whose visual is a video: copy and calls to action beside a poster image with a play
// button. The play button is a link to the video's address; once the page is interactive it opens
// the video modal instead (app/modals, §3 "video play stack"), so nothing from a third party loads
// before the visitor asks, and without JavaScript the link still leads to the video.
import { isPlainClick, useModals } from '../../modals/modal-context';
import { useVideoModal } from '../../modals/VideoModal';
import { ResponsiveImage } from '../../media/Picture';
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import { HeroHeading } from '../shared/HeroHeading';
import { Icon } from '../shared/Icon';
import { themeClass } from '../shared/theme';
import { useHydrated } from '../shared/use-hydrated';
import { videoSource } from '../Video/video-source';
import type { HeroVideoContent } from './HeroVideo.schema';

/** The poster's 16:9 frame (.hero-video__media in HeroVideo.css): the media service crops to it. */
const POSTER_RATIO = 16 / 9;

export function HeroVideo({
  headline,
  eyebrow,
  subheadline,
  buttons,
  poster,
  video_url,
  play_label,
  theme,
}: HeroVideoContent & BlockProps) {
  const editable = useBlockEditable();
  const { isFirst } = usePlacement();
  const openVideo = useVideoModal();
  const hydrated = useHydrated();
  const modals = useModals();
  const opensModal = hydrated && modals !== null && videoSource(video_url).kind !== 'link';
  const external = /^https?:/i.test(video_url);
  return (
    <section className={`hero-video ${themeClass(theme)}`} {...editable}>
      <div className="container hero-video__inner">
        <div className="hero-video__copy">
          <HeroHeading className="hero-video__title">{headline}</HeroHeading>
          {eyebrow ? <p className="eyebrow hero-video__eyebrow">{eyebrow}</p> : null}
          {subheadline ? <p className="hero-video__sub">{subheadline}</p> : null}
          <ButtonRow buttons={buttons} />
        </div>
        {poster || video_url ? (
          <div className="hero-video__media">
            {poster ? (
              <ResponsiveImage
                className="hero-video__poster"
                image={poster}
                sizes="(min-width: 62rem) 34rem, calc(100vw - 2.5rem)"
                priority={isFirst}
                aspectRatio={POSTER_RATIO}
              />
            ) : (
              <div className="hero-video__poster hero-video__poster--blank" />
            )}
            {video_url ? (
              <a
                className="hero-video__play"
                href={video_url}
                {...(external ? { rel: 'noopener noreferrer' } : {})}
                {...(opensModal ? { 'aria-haspopup': 'dialog' as const } : {})}
                onClick={(event) => {
                  if (isPlainClick(event) && openVideo(video_url, play_label, event.currentTarget)) {
                    event.preventDefault();
                  }
                }}
              >
                <span className="hero-video__play-icon">
                  <Icon name="play" size={28} />
                </span>
                <span className="hero-video__play-label">{play_label}</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
