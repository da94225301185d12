import type { Collection } from '../content/collections.server';
import type { Region } from '../regions/region';
import { BlogArchive } from './collections/BlogArchive';
import { CollectionHeader } from './collections/CollectionHeader';
import { ComplianceHubIndex } from './collections/ComplianceHubIndex';
import { CustomersIndex } from './collections/CustomersIndex';
import { GlossaryTerms } from './collections/GlossaryTerms';
import { TrainingIndex } from './collections/TrainingIndex';

export const COLLECTION_TITLES: Record<Collection['kind'], string> = {
  blog: 'Blog',
  glossary: 'Glossary',
  training: 'Training',
  customers: 'Customers',
  'compliance-hub': 'Compliance hub',
};

function List({ collection, region }: { collection: Collection; region: Region }) {
  switch (collection.kind) {
    case 'blog':
      return <BlogArchive collection={collection} region={region} />;
    case 'glossary':
      return <GlossaryTerms collection={collection} />;
    case 'training':
      return <TrainingIndex collection={collection} region={region} />;
    case 'customers':
      return <CustomersIndex collection={collection} />;
    case 'compliance-hub':
      return <ComplianceHubIndex collection={collection} region={region} />;
  }
}

export function CollectionView({ collection, region }: { collection: Collection; region: Region }) {
  return (
    <>
      <CollectionHeader landing={collection.landing} fallbackTitle={COLLECTION_TITLES[collection.kind]} />
      <List collection={collection} region={region} />
    </>
  );
}
