// `npm start`: build when the build is missing or older than the sources (never when it is current:
// a production install has no build tools), then run the site process from the build in this very
// process. Plain JavaScript, so that the process serving visitors carries no TypeScript loader: with
// tsx in it, the site held about 50 MB more after a cached load and 120 MB more at its peak.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDirectory, ensureBuild } from './build-state.mjs';
import { relaunchWithHeapLimit } from './heap-limit.mjs';

// First, before anything fills the heap: V8 takes a heap limit only when a process starts.
await relaunchWithHeapLimit();
await ensureBuild();
await import(pathToFileURL(path.resolve(buildDirectory(), 'site', 'site.js')).href);
