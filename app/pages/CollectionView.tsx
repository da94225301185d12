import type { Collection } from '../content/collections.server';
import type { Region } from '../regions/region';
import { BlogList } from './collections/BlogList';
import { CollectionHeader } from './collections/CollectionHeader';
import { ComplianceHubIndex } from './collections/ComplianceHubIndex';
import { CustomersIndex } from './collections/CustomersIndex';
import { GlossaryIndex } from './collections/GlossaryIndex';
import { TrainingIndex } from './collections/TrainingIndex';

export const COLLECTION_TITLES: Record<Collection['kind'], string> = {
  blog: 'Blog',
  glossary: 'Glossary',
  training: 'Training',
  customers: 'Customers',
  'compliance-hub': 'Compliance hub',
};

export function CollectionView({ collection, region }: { collection: Collection; region: Region }) {
  const header = (
    <CollectionHeader landing={collection.landing} fallbackTitle={COLLECTION_TITLES[collection.kind]} />
  );
  switch (collection.kind) {
    case 'blog':
      return (
        <>
          {header}
          <BlogList collection={collection} region={region} />
        </>
      );
    case 'glossary':
      return (
        <>
          {header}
          <GlossaryIndex collection={collection} />
        </>
      );
    case 'training':
      return (
        <>
          {header}
          <TrainingIndex collection={collection} region={region} />
        </>
      );
    case 'customers':
      return (
        <>
          {header}
          <CustomersIndex collection={collection} />
        </>
      );
    case 'compliance-hub':
      return (
        <>
          {header}
          <ComplianceHubIndex collection={collection} region={region} />
        </>
      );
  }
}
