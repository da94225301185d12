// An integration's logo from the media service: integrations/<id>.svg, a 160 x 160 vector.
import { mediaAssetUrl, type ImageRef } from '../../media/image';

export const INTEGRATION_LOGO_SIZE = 160;

/** The logo of an integration; `alt` is '' where its name is printed beside it. */
export function integrationLogo(id: string, alt = ''): ImageRef {
  return {
    url: mediaAssetUrl(`integrations/${id}.svg`),
    alt,
    width: INTEGRATION_LOGO_SIZE,
    height: INTEGRATION_LOGO_SIZE,
    vector: true,
  };
}
