// An embedded video (YouTube, Vimeo or an mp4 file) with a title, a poster and a caption. The
// player is a click-to-load facade (VideoPlayer.tsx): no third-party frame loads with the page.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import { VideoPlayer } from './VideoPlayer';
import type { VideoContent } from './Video.schema';

export function Video({ title, intro, poster, video_url, caption, theme }: VideoContent & BlockProps) {
  const editable = useBlockEditable();
  return (
    <Section theme={theme} headline={title} intro={intro} className="video-block" editable={editable}>
      <figure className="video-block__figure">
        <VideoPlayer href={video_url} title={title} poster={poster} />
        {caption ? <figcaption className="video-block__caption">{caption}</figcaption> : null}
      </figure>
    </Section>
  );
}
