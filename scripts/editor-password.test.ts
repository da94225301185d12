// npm run editor:hash-password: the entry it prints for a piped password is one EDITOR_USERS takes.
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index';
import { verifyPassword } from '../content-service/editor/passwords';

const run = (args: string[], input: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/editor-password.ts', ...args], {
    input,
    encoding: 'utf8',
  });

describe('editor:hash-password', () => {
  it('prints name:scrypt$salt$key for the password on standard input', async () => {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/editor-password.ts', 'alice'],
      {
        input: 'a long enough password\n',
        encoding: 'utf8',
      },
    );
    const entry = output.trim();
    expect(entry).toMatch(/^alice:scrypt\$[^$\s]+\$[^$\s]+$/);
    const [user] = loadConfig({ EDITOR_USERS: entry }).contentService.editorUsers;
    expect(await verifyPassword('a long enough password', user?.passwordHash ?? '')).toBe(true);
  });

  it('refuses a missing name and a short password', () => {
    expect(run([], 'a long enough password\n')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/usage/),
    });
    expect(run(['alice'], 'short\n')).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/8 to 1024/),
    });
  });
});
