// An empty folder made through the management or editor API, kept on disk. The store holds one JSON
// file per story, and folders are otherwise derived from the stories' full_slugs (links.ts), so a
// folder with no story in it would have nothing on disk. A marker file inside the folder's own
// directory, `<content>/<folder full_slug>/.folder.json`, gives it something: the directory is then
// never empty (removeFile's climb stops there), git keeps it, and moving or deleting the directory
// by hand takes the folder with it. It is a dot file, so everything that reads story files (the
// store's loader, the seed generator's --prune, content:push) passes it by; it holds what a folder
// has beyond its path, its name and when it was made.
import { z } from 'zod';

export const FOLDER_MARKER_FILE = '.folder.json';

export interface FolderMarker {
  /** The name shown for the folder (its slug is the last part of its path). */
  name: string;
  created_at: string;
}

const markerSchema = z.object({ name: z.string().trim().min(1).max(255), created_at: z.string() });

export function folderMarkerData(marker: FolderMarker): string {
  return `${JSON.stringify({ name: marker.name, created_at: marker.created_at }, null, 2)}\n`;
}

/** The marker in a file's text, or what is wrong with it. */
export function parseFolderMarker(text: string): FolderMarker | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
  const parsed = markerSchema.safeParse(data);
  if (!parsed.success) {
    return {
      problem: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; '),
    };
  }
  return parsed.data;
}
