import { defineBlock } from '../define-block';
import type { authorBioSchema } from './AuthorBio.schema';

export default defineBlock<typeof authorBioSchema>({
  name: 'author_bio',
  load: () => import('./AuthorBio').then((module) => module.AuthorBio),
});
