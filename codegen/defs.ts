/**
 * Shared definitions of the module schemas (schemas/defs.schema.json): a field many modules
 * share — the anchor, a media-library image, a link with the picker, an external URL — is
 * written once there, and a module refers to it with
 * `{ "$ref": "../defs.schema.json#/$defs/<name>" }`, optionally overriding `title` or
 * `description` beside the reference. Codegen resolves the references, so the server's
 * validator, the sanitiser, the editor's forms and the types all read complete schemas.
 */
const prefix = "../defs.schema.json#/$defs/";
/** What a field may say beside its reference: its own title, labels, help and default, nothing that changes what its data may be. */
const overridable = new Set(["$ref", "title", "description", "default", "x-label", "x-help"]);

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema with every shared-definition reference replaced by the definition (and its overrides). */
export function resolveSharedDefs(where: string, schema: unknown, defs: Readonly<Record<string, unknown>>): unknown {
  const resolve = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => resolve(item, `${at}/${index}`));
    if (!isNode(node)) return node;
    const ref = node.$ref;
    if (ref !== undefined) {
      const name = typeof ref === "string" && ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
      if (name === undefined || !isNode(defs[name]))
        throw new Error(`${where}: ${at || "/"}: "$ref" must be ${prefix}<one of ${Object.keys(defs).join(", ")}>`);
      const extra = Object.keys(node).filter((key) => !overridable.has(key));
      if (extra.length)
        throw new Error(`${where}: ${at}: beside "$ref" only ${[...overridable].slice(1).join(", ")} may be overridden, not ${extra.join(", ")}`);
      const { $ref: _ref, ...overrides } = node;
      return { ...(defs[name] as Node), ...overrides };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, `${at}/${key}`)]));
  };
  return resolve(schema, "");
}
