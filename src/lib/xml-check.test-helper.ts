/**
 * A strict XML well-formedness check for the tests (happy-dom's DOMParser forgives bad
 * entities and stray "<"): balanced tags, one root, quoted unique attributes, and only the
 * predefined or numeric entities. Returns the problems found, none for well-formed XML.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  let roots = 0;
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;
  let last = 0;
  for (const match of body.matchAll(token)) {
    const text = body.slice(last, match.index);
    if (text.includes("<")) problems.push(`stray "<" before offset ${match.index}`);
    if (entity.test(text)) problems.push(`bad entity in text before offset ${match.index}`);
    if (stack.length === 0 && text.trim() !== "") problems.push(`text outside the root at ${last}`);
    last = (match.index ?? 0) + match[0].length;
    const [, closing, name, attributes, selfClosing] = match;
    if (!name) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
      continue;
    }
    const names = [...(attributes ?? "").matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*("[^"]*"|'[^']*')/g)];
    const seen = new Set<string>();
    for (const [, attribute, value] of names) {
      if (seen.has(attribute)) problems.push(`duplicate attribute ${attribute} on <${name}>`);
      seen.add(attribute);
      if (entity.test(value)) problems.push(`bad entity in ${attribute} of <${name}>`);
    }
    if (stack.length === 0) roots++;
    if (!selfClosing) stack.push(name);
  }
  const rest = body.slice(last);
  if (rest.trim() !== "") problems.push("text or an unparsed tag after the root");
  if (stack.length) problems.push(`unclosed ${stack.join(", ")}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
