// Structured data in a page: one <script type="application/ld+json"> element.
import { serializeJsonLd, type JsonLdNode } from './json-ld';

export function JsonLd({ data }: { data: JsonLdNode | readonly JsonLdNode[] }) {
  // The one dangerouslySetInnerHTML of the site. Safe: serializeJsonLd escapes every <, > and &, so
  // the text cannot close this element or open another, and browsers never run ld+json as script.
  // (React would otherwise HTML-escape the text, which is not how script contents are read.)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
