// Server data of glossary_index: the region's terms with their short definitions.
import { listAllStories } from '../../content/stories.server';
import { logger } from '../../logging/logger.server';
import { contentSlug } from '../../regions/region';
import type { BlockDataLoader } from '../block';
import type { GlossaryIndexData } from './GlossaryIndex';

export const loadGlossaryIndex: BlockDataLoader = async (_block, { region }): Promise<GlossaryIndexData> => {
  const terms = await listAllStories({
    startsWith: `${contentSlug(region, 'glossary')}/`,
    component: 'glossary_term',
    sortBy: 'content.term:asc',
  });
  if (!terms.ok) {
    logger.warn(`Glossary terms of ${region} could not be listed:`, terms.message);
    return { terms: [] };
  }
  return {
    terms: terms.value.map((story) => ({
      term: story.content.term || story.name,
      slug: story.slug,
      definition: story.content.short_definition,
    })),
  };
};

export default loadGlossaryIndex;
