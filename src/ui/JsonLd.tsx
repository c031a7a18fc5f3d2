import { serializeJsonLd } from "../lib/jsonld";

/** Structured data for search engines (src/lib/jsonld.ts), escaped so it cannot break out of its script. */
export function JsonLd({ data }: { data: unknown }) {
  // Raw HTML because React would escape the JSON's quotes; serializeJsonLd escapes "<", ">" and "&".
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
