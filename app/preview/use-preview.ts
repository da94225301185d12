// The preview of this page, as the root loader says it (null for every visitor but an editor).
import { useRouteLoaderData } from 'react-router';
import type { PreviewState } from './preview-context';

export function usePreview(): PreviewState | null {
  const root = useRouteLoaderData('root') as { preview?: PreviewState | null } | null | undefined;
  return root?.preview ?? null;
}
