// A short biography of an author or host: avatar, name, role, a few lines about them and an
// optional link (their articles, a profile).
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { FixedImage } from '../../media/Picture';
import type { BlockProps } from '../block';
import { link, optional, optionalText } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './AuthorBio.css';

export const AVATAR_SIZE = 96;

export const authorBioSchema = z.object({
  name: z.string().min(1),
  role: optionalText('role'),
  avatar: optional('avatar', imageSchema, null),
  /** Plain text; a blank line starts a new paragraph. */
  bio: optionalText('bio'),
  eyebrow: optional('eyebrow', z.string(), 'About the author'),
  link,
  link_text: optionalText('link_text'),
  theme: themeField('grey'),
});

export function AuthorBio({
  name,
  role,
  avatar,
  bio,
  eyebrow,
  link: href,
  link_text,
  theme,
}: z.output<typeof authorBioSchema> & BlockProps) {
  const paragraphs = bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Section theme={theme} width="narrow" className="author-bio">
      <div className="author-bio__card">
        {avatar ? <FixedImage className="author-bio__avatar" image={avatar} width={AVATAR_SIZE} /> : null}
        <div className="author-bio__text">
          {eyebrow ? <p className="author-bio__eyebrow">{eyebrow}</p> : null}
          <h2 className="author-bio__name">{name}</h2>
          {role ? <p className="author-bio__role">{role}</p> : null}
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="author-bio__bio">
              {paragraph}
            </p>
          ))}
          {href ? (
            <p className="author-bio__link">
              <a href={href}>{link_text || `More from ${name}`}</a>
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
