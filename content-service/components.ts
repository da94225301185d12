// The space's component definitions (`/v1/spaces/{space_id}/components[/{id}]`): list, read,
// create and update, taking Storyblok's component shape (`{"component": {name, schema, is_root,
// is_nestable, ...}}`), so the tools that push components to a hosted space can be tried here.
// They start as content/components.json (`npm run content:schema`) and change in memory only: the
// file is generated from the site's schemas, and the delivery API does not use components.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { COMPONENTS_SLUG } from './datasources';
import { HttpError, notFound } from './errors';
import type { Reply } from './http';
import { log } from './log';

type Operation = 'list' | 'read' | 'create' | 'update';

const ROUTE = /^\/v1\/spaces\/([^/]+)\/components(?:\/([^/]+))?\/?$/;

export function matchComponentsRoute(
  method: string,
  path: string,
): { spaceId: string; operation: Operation | undefined; componentId: string | undefined } | undefined {
  const match = ROUTE.exec(path);
  if (!match?.[1]) return undefined;
  const [, spaceId, componentId] = match;
  let operation: Operation | undefined;
  if (!componentId) operation = method === 'GET' ? 'list' : method === 'POST' ? 'create' : undefined;
  else operation = method === 'GET' ? 'read' : method === 'PUT' ? 'update' : undefined;
  return { spaceId, operation, componentId };
}

const componentSchema = z.looseObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be lowercase letters, digits, "-" and "_"'),
  display_name: z.string().nullish(),
  schema: z.record(z.string(), z.looseObject({ type: z.string().min(1) })).optional(),
  is_root: z.boolean().optional(),
  is_nestable: z.boolean().optional(),
});
type ComponentInput = z.infer<typeof componentSchema>;
type Component = ComponentInput & { id: number; created_at: string; updated_at: string };

function parseComponent(body: unknown): ComponentInput {
  const parsed = z.object({ component: componentSchema }).safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      .join('; ');
    throw new HttpError(422, `Invalid component: ${problems}`);
  }
  return parsed.data.component;
}

export class ComponentDefinitions {
  private readonly byId = new Map<number, Component>();
  private highestId = 0;

  /** content/components.json when there is one (an array of components); none otherwise. */
  static async load(contentDir: string): Promise<ComponentDefinitions> {
    const definitions = new ComponentDefinitions();
    let text: string;
    try {
      text = await readFile(join(contentDir, `${COMPONENTS_SLUG}.json`), 'utf8');
    } catch {
      return definitions;
    }
    try {
      const list = z.array(componentSchema).parse(JSON.parse(text));
      for (const component of list) definitions.add(component, new Date(0).toISOString());
    } catch (error) {
      log.error(`skipped ${COMPONENTS_SLUG}.json: ${error instanceof Error ? error.message : String(error)}`);
    }
    return definitions;
  }

  private add(input: ComponentInput, now: string): Component {
    this.highestId += 1;
    const component: Component = { ...input, id: this.highestId, created_at: now, updated_at: now };
    this.byId.set(component.id, component);
    return component;
  }

  /** The components a story can be made of (`is_root`), by name. */
  roots(): { name: string; display_name: string | null }[] {
    return [...this.byId.values()]
      .filter((component) => component.is_root)
      .map((component) => ({ name: component.name, display_name: component.display_name ?? null }))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
  }

  private named(name: string): Component | undefined {
    return [...this.byId.values()].find((component) => component.name === name);
  }

  run(operation: Operation, componentId: string | undefined, body: unknown): Reply {
    if (operation === 'list') {
      const components = [...this.byId.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
      return { status: 200, body: { components: structuredClone(components) } };
    }
    if (operation === 'create') {
      const input = parseComponent(body);
      if (this.named(input.name)) {
        throw new HttpError(422, `Invalid component: name "${input.name}" is already taken`);
      }
      return { status: 201, body: { component: structuredClone(this.add(input, new Date().toISOString())) } };
    }
    const current = componentId && /^\d+$/.test(componentId) ? this.byId.get(Number(componentId)) : undefined;
    if (!current) throw notFound();
    if (operation === 'read') return { status: 200, body: { component: structuredClone(current) } };
    const input = parseComponent(body);
    const other = this.named(input.name);
    if (other && other !== current) {
      throw new HttpError(422, `Invalid component: name "${input.name}" is already taken`);
    }
    const next: Component = {
      ...input,
      id: current.id,
      created_at: current.created_at,
      updated_at: new Date().toISOString(),
    };
    this.byId.set(next.id, next);
    return { status: 200, body: { component: structuredClone(next) } };
  }
}
