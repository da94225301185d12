// Reads a `.env` file into process.env (variables already set win), so local settings need no
// shell exports. Node's own loader is newer than the Node 20.9 we support.
import { existsSync, readFileSync } from 'node:fs';

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;

export function loadEnvFile(file = '.env'): void {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(line)) continue;
    const match = LINE.exec(line);
    if (!match) continue;
    const [, key = '', raw = ''] = match;
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    const value = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
    if (process.env[key] === undefined) process.env[key] = value;
  }
}
