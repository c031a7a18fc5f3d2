/**
 * Server-side sanitising of rich text and embed code. Rich text keeps exactly what the
 * editor's rich-text rules allow (spec section 5); embed code keeps iframes and blockquote
 * embeds whose address is on the module's host allow-list, and never a script.
 */
import sanitizeHtml from "sanitize-html";
import { isLink } from "../../lib/links";
import { moduleSchemas } from "../../schemas/generated/module-schemas";

/** The schemes of the link rules (src/lib/links.ts), which `hardenLink` applies in full. */
const safeSchemes = ["http", "https", "mailto", "tel"];

function hardenLink(tagName: string, attribs: sanitizeHtml.Attributes) {
  const next = { ...attribs };
  // What a link field may hold, a rich-text link may too: no "/..//host", "/\host" or relative path.
  if (next.href !== undefined && !isLink(next.href)) delete next.href;
  if (next.target === "_blank") next.rel = "noopener noreferrer";
  else {
    delete next.target;
    delete next.rel;
  }
  return { tagName, attribs: next };
}

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "a", "ul", "ol", "li"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: safeSchemes,
  allowProtocolRelative: false,
  transformTags: {
    b: "strong",
    i: "em",
    a: hardenLink,
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}

export function hostAllowed(url: string, hosts: readonly string[]): boolean {
  try {
    const { hostname, protocol } = new URL(url, "https://invalid.invalid");
    if (protocol !== "https:" && protocol !== "http:") return false;
    return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
}

export function sanitizeEmbed(html: string, hosts: readonly string[]): string {
  return sanitizeHtml(html, {
    allowedTags: ["iframe", "blockquote", "p", "a", "br", "em", "strong", "span", "div"],
    allowedAttributes: {
      iframe: ["src", "width", "height", "title", "allow", "allowfullscreen", "frameborder", "loading", "scrolling", "style"],
      blockquote: ["class", "cite", "lang", "data-*", "style"],
      a: ["href", "target", "rel"],
      div: ["class", "data-*"],
      span: ["class"],
      p: ["lang", "dir"],
    },
    allowedSchemes: ["https"],
    allowedStyles: { "*": { width: [/^\d+(px|%)$/], height: [/^\d+(px|%)$/], border: [/^0|none$/] } },
    transformTags: { a: hardenLink },
    exclusiveFilter: (frame) => frame.tag === "iframe" && !hostAllowed(frame.attribs.src ?? "", hosts),
  }).trim();
}

type JsonSchema = {
  properties?: Record<string, { contentMediaType?: unknown; "x-embed-hosts"?: unknown; [keyword: string]: unknown }>;
};

/**
 * Sanitises every rich-text and embed property of the data, as its JSON Schema marks them
 * (`contentMediaType`): module data, and the staff admin's entities, so a property added to a
 * schema later is sanitised without further code.
 */
export function sanitizeBySchema<T extends Record<string, unknown>>(schema: JsonSchema | undefined, data: T): T {
  if (!schema?.properties) return data;
  const next: Record<string, unknown> = { ...data };
  for (const [field, def] of Object.entries(schema.properties)) {
    const value = next[field];
    if (typeof value !== "string") continue;
    if (def.contentMediaType === "text/html") next[field] = sanitizeRichText(value);
    else if (def.contentMediaType === "application/x-embed+html") next[field] = sanitizeEmbed(value, (def["x-embed-hosts"] as string[] | undefined) ?? []);
  }
  return next as T;
}

/** Sanitises every rich-text and embed field of a module's data, as its schema marks them. */
export function sanitizeModuleData<T extends Record<string, unknown>>(moduleName: string, data: T): T {
  return sanitizeBySchema((moduleSchemas as Record<string, JsonSchema>)[moduleName], data);
}
