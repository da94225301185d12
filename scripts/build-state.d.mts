// Types of build-state.mjs, which stays plain JavaScript so that a production install can run it.
export function buildDirectory(): string;
export function stampPaths(directory?: string): { app: string; processes: string; editor: string };
export function buildOutputs(directory?: string): string[];
export function editorOutputs(directory?: string): string[];
export function sourceHashes(): { app: string; processes: string; editor: string };
export function staleParts(directory?: string): ('app' | 'processes' | 'editor')[];
export function ensureBuild(): Promise<void>;
