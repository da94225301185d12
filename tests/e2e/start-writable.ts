// A second site + content service for tests that write content: it serves a throwaway copy of
// content/, so publishing in a test never touches the repository's seed files.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const copy = mkdtempSync(path.join(os.tmpdir(), 'shiftlane-e2e-content-'));
cpSync('content', copy, { recursive: true });
process.env.CONTENT_DIR = copy;
console.log(`serving a copy of the seed content from ${copy}`);
process.on('exit', () => rmSync(copy, { recursive: true, force: true }));

// The site process from source (this file runs under tsx), after the same build step as npm start.
const { buildIfNeeded } = await import('../../scripts/build-if-needed');
buildIfNeeded();
await import('../../scripts/site');
