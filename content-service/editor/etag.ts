// A story's ETag: a digest of the story exactly as its file holds it, so any change to it, through
// the editor or the management API, published or not, gives a new one (every write also sets
// updated_at), and a restart gives the same one.
import { createHash } from 'node:crypto';
import { storyFileData } from '../story-file';
import type { Story } from '../types';

export function storyEtag(story: Story): string {
  return `"${createHash('sha256').update(storyFileData(story)).digest('base64url').slice(0, 27)}"`;
}
