import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/index';
import { editorUserEntry, hashPassword, verifyPassword } from './passwords';

describe('editor passwords', () => {
  it('are checked against their scrypt hash, with a new salt each time', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'plain$text')).toBe(false);
  });

  it('make EDITOR_USERS entries the configuration reads', async () => {
    const alice = await editorUserEntry('alice', 'first password');
    const bob = await editorUserEntry('bob@example.com', 'second password');
    const { contentService } = loadConfig({ EDITOR_USERS: `${alice}, ${bob}` });
    expect(contentService.editorUsers.map((user) => user.name)).toEqual(['alice', 'bob@example.com']);
    expect(await verifyPassword('second password', contentService.editorUsers[1]?.passwordHash ?? '')).toBe(
      true,
    );
    expect(loadConfig({}).contentService.editorUsers).toEqual([]);
  });

  it('refuse malformed entries, weak salts and names given twice', async () => {
    const entry = await editorUserEntry('alice', 'first password');
    const hash = entry.slice('alice:'.length);
    for (const value of [
      'alice:secret',
      'alice',
      `:${hash}`,
      `al ice:${hash}`,
      `alice:${hash.replace('scrypt', 'bcrypt')}`,
      `alice:scrypt$c2FsdA==$${hash.split('$')[2]}`,
      `${entry},${entry}`,
    ]) {
      expect(() => loadConfig({ EDITOR_USERS: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ EDITOR_USERS: 'alice:secret' })).toThrow(/npm run editor:hash-password/);
  });
});
