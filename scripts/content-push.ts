// `npm run content:push -- --space <id> --token <management token> [--api <base url>] [--dry-run]`:
// sends the seed stories and content/components.json to a Storyblok space (scripts/storyblok/
// push.ts says how). --api defaults to Storyblok's EU Management API; the embedded content service
// takes the same requests (`--api http://127.0.0.1:3100`). --dry-run prints what would be sent and
// sends nothing. The token may also come from STORYBLOK_MANAGEMENT_TOKEN; it is never printed.
import { pathToFileURL } from 'node:url';
import { COMPONENTS_FILE, CONTENT_DIR } from './storyblok/paths';
import {
  DEFAULT_API,
  ManagementClient,
  planLines,
  push,
  readComponents,
  readSeedStories,
} from './storyblok/push';

const USAGE =
  'usage: npm run content:push -- --space <id> --token <management token> [--api <base url>] [--dry-run]';

interface Args {
  space: string;
  token: string | undefined;
  api: string;
  dryRun: boolean;
}

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Args {
  const values = new Map<string, string>();
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--space' || arg === '--token' || arg === '--api') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      values.set(arg.slice(2), value);
      i += 1;
    } else throw new Error(`unknown argument ${arg.startsWith('--') ? arg : '(a value)'}\n${USAGE}`);
  }
  const space = values.get('space');
  if (!space || !/^\d+$/.test(space)) throw new Error(`--space needs the numeric space id\n${USAGE}`);
  const token = values.get('token') ?? env.STORYBLOK_MANAGEMENT_TOKEN;
  if (!dryRun && !token) throw new Error(`--token (or STORYBLOK_MANAGEMENT_TOKEN) is required\n${USAGE}`);
  const api = values.get('api') ?? DEFAULT_API;
  if (!/^https?:\/\/[^/]+/.test(api)) throw new Error(`--api must be an http(s) URL, such as ${DEFAULT_API}`);
  return { space, token, api, dryRun };
}

export async function main(
  argv: readonly string[],
  out: (line: string) => void = console.log,
  paths = { contentDir: CONTENT_DIR, componentsFile: COMPONENTS_FILE },
  requestsPerSecond?: number,
): Promise<void> {
  const args = parseArgs(argv);
  const stories = await readSeedStories(paths.contentDir);
  const components = await readComponents(paths.componentsFile);
  if (args.dryRun) {
    for (const line of planLines(args.api, args.space, stories, components)) out(line);
    return;
  }
  const client = new ManagementClient({
    api: args.api,
    space: args.space,
    token: args.token ?? '',
    requestsPerSecond,
  });
  out(
    `Pushing ${components.length} components and ${stories.length} stories to space ${args.space} at ${args.api}`,
  );
  await push(client, stories, components, out);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
