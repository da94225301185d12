// Structured data in a page: one <script type="application/ld+json"> element.
import { useCspNonce } from '../security/csp-nonce';
import { serializeJsonLd, type JsonLdDocument } from './json-ld';

export function JsonLd({ data }: { data: JsonLdDocument | readonly JsonLdDocument[] }) {
  // A data block is never run, so CSP does not need the nonce here; it carries it anyway, so that
  // every <script> in a page has this response's nonce and an unmarked one stands out.
  const nonce = useCspNonce();
  // One of the site's two dangerouslySetInnerHTML (app/consent/ConsentModeScript.tsx is the other).
  // Safe: serializeJsonLd escapes every <, > and &, so the text cannot close this element or open
  // another, and browsers never run ld+json as script.
  // (React would otherwise HTML-escape the text, which is not how script contents are read.)
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
