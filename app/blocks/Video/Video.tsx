// An embedded video (YouTube, Vimeo or an mp4 file) with a title, a poster and a caption. The
// player is a click-to-load facade (VideoPlayer.tsx): no third-party frame loads with the page.
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import type { BlockProps } from '../block';
import { link, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { VideoPlayer } from './VideoPlayer';
import './Video.css';

export const videoSchema = z.object({
  title: optionalText('title'),
  intro: optionalText('intro'),
  poster: optional('poster', imageSchema, null),
  /** Without a playable, safe address the block has nothing to show. */
  video_url: link.refine((href) => href !== '', 'a video needs a safe http(s) address'),
  caption: optionalText('caption'),
  theme: themeField('white'),
});

export function Video({
  title,
  intro,
  poster,
  video_url,
  caption,
  theme,
}: z.output<typeof videoSchema> & BlockProps) {
  return (
    <Section theme={theme} headline={title} intro={intro} className="video-block">
      <figure className="video-block__figure">
        <VideoPlayer href={video_url} title={title} poster={poster} />
        {caption ? <figcaption className="video-block__caption">{caption}</figcaption> : null}
      </figure>
    </Section>
  );
}
