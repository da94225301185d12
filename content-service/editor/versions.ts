// Reading a story's versions, comparing one with the current draft, and restoring one (which saves
// its content as the draft through the same path as any save, and so is a version of its own).
import { notFound } from '../errors';
import type { Reply } from '../http';
import { contentChanges } from './diff';
import type { Version, VersionHistory } from './history';
import type { EditorStories } from './stories';

export class EditorVersions {
  constructor(
    private readonly stories: EditorStories,
    private readonly history: VersionHistory,
  ) {}

  /** Newest first, without content (a list of 50 pages' content would be megabytes). */
  async list(storyId: string): Promise<Reply> {
    const story = this.stories.find(storyId);
    const versions = (await this.history.list(story.id)).map(({ content: _content, ...summary }) => summary);
    return { status: 200, body: { versions } };
  }

  /** The version, and what changed from it to the current draft (`before`: the version's value). */
  async read(storyId: string, number: string): Promise<Reply> {
    const story = this.stories.find(storyId);
    const version = await this.find(story.id, number);
    const draft = story.unpublished_content ?? story.content;
    return { status: 200, body: { version, diff: contentChanges(version.content, draft) } };
  }

  async restore(storyId: string, number: string, ifMatch: string, by: string): Promise<Reply> {
    const story = this.stories.find(storyId);
    const version = await this.find(story.id, number);
    return this.stories.restore(storyId, version.content, ifMatch, by);
  }

  private async find(storyId: number, number: string): Promise<Version> {
    const version = /^\d+$/.test(number) ? await this.history.get(storyId, Number(number)) : undefined;
    if (!version) throw notFound(`This story has no version ${number} (only the last 50 are kept)`);
    return version;
  }
}
