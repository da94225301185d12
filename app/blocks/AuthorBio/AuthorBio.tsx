// A short biography of an author or host: avatar, name, role, a few lines about them and an
// optional link (their articles, a profile).
import { FixedImage } from '../../media/Picture';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { AuthorBioContent } from './AuthorBio.schema';

export const AVATAR_SIZE = 96;

export function AuthorBio({
  name,
  role,
  avatar,
  bio,
  eyebrow,
  link: href,
  link_text,
  theme,
}: AuthorBioContent & BlockProps) {
  const editable = useBlockEditable();
  const paragraphs = bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Section theme={theme} width="narrow" className="author-bio" editable={editable}>
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
