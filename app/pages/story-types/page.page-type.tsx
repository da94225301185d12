import type { ImageRef } from '../../media/image';
import { definePageType } from '../page-type';
import { PageView } from './PageView';

export default definePageType({
  component: 'page',
  routes: { home: () => 'home', 'content-page': (params) => `${params.slug}` },
  View: PageView,
  title: (story) => story.content.seo_title || story.name,
  description: (story) => story.content.seo_description,
  image: (story) => {
    // The opening block's props are parsed already; an image field there is an ImageRef.
    const image = story.content.body[0]?.props?.image as Partial<ImageRef> | null | undefined;
    return image && typeof image.url === 'string' && typeof image.width === 'number'
      ? (image as ImageRef)
      : null;
  },
});
