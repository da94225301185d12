// The shapes of content/components.json (Storyblok's component definitions, generated from the
// site's zod schemas by `npm run content:schema`), as far as the editor reads them.
import definitions from '../../../content/components.json';

export interface StoryblokOption {
  name: string;
  value: string;
}

export interface StoryblokField {
  type: string;
  pos?: number;
  display_name?: string;
  required?: boolean;
  default_value?: unknown;
  max_length?: number;
  min_value?: number;
  max_value?: number;
  options?: StoryblokOption[];
  source?: string;
  filter_content_type?: string[];
  component_whitelist?: string[];
  restrict_components?: boolean;
  restrict_content_types?: boolean;
  maximum?: number;
  filetypes?: string[];
  [key: string]: unknown;
}

export interface ComponentDefinition {
  name: string;
  display_name?: string | null;
  is_root?: boolean;
  is_nestable?: boolean;
  component_group_name?: string;
  schema: Record<string, StoryblokField>;
}

/** Every component of the space, as the build found content/components.json. */
export const COMPONENTS: readonly ComponentDefinition[] = definitions as unknown as ComponentDefinition[];
