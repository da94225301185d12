// `npm run editor:hash-password -- <name>`: prints an EDITOR_USERS entry (`name:scrypt$salt$key`) for
// a password read from standard input, so the password never appears in a command line or in the
// shell's history. At a terminal it is asked for twice without being shown; piped in, the first
// line is the password. Several users are joined with commas: EDITOR_USERS=alice:scrypt$…,bob:scrypt$…
import { stdin, stderr, stdout } from 'node:process';
import {
  editorUserEntry,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../content-service/editor/passwords';

const NAME = /^[\w.@-]{1,60}$/;

/** One line typed at the terminal, not echoed. */
function askHidden(prompt: string): Promise<string> {
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!stdin.isTTY) return readPiped();
  const first = await askHidden('Password: ');
  const again = await askHidden('Again: ');
  if (first !== again) throw new Error('the two passwords differ');
  return first;
}

async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  if (!NAME.test(name)) {
    throw new Error(
      "usage: npm run editor:hash-password -- <name> (letters, digits, '.', '_', '@' or '-'), the password on standard input",
    );
  }
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new Error(`the password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`);
  }
  stdout.write(`${await editorUserEntry(name, password)}\n`);
}

main().catch((error: unknown) => {
  stderr.write(`editor:hash-password: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
