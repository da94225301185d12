import { definePageType } from '../page-type';
import { GlossaryTermView } from './ReferenceViews';

export default definePageType({
  component: 'glossary_term',
  // Terms have no page of their own: each is an entry of the glossary page, which links to it.
  routes: {},
  list: ['Glossary', '/glossary'],
  View: GlossaryTermView,
  title: (story) => story.content.term || story.name,
  description: (story) => story.content.short_definition,
});
