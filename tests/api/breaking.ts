/**
 * What a client written against an older OpenAPI document would trip on in a newer one (issue 38
 * item 5): an operation gone, a parameter gone or newly required, a success answer gone, a field a
 * named answer always carried gone, or a named schema gone.
 */
type Parameter = { in: string; name: string; required?: boolean };
type Operation = { parameters?: Parameter[]; responses?: Record<string, unknown> };
type Schema = { properties?: Record<string, unknown>; required?: string[] };
export interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export function breakingChanges(before: Document, after: Document): string[] {
  const found: string[] = [];
  for (const [path, operations] of Object.entries(before.paths ?? {})) {
    for (const [method, old] of Object.entries(operations)) {
      const now = after.paths?.[path]?.[method];
      const name = `${method.toUpperCase()} ${path}`;
      if (!now) {
        found.push(`${name}: removed`);
        continue;
      }
      const key = (p: Parameter) => `${p.in}:${p.name}`;
      const oldParams = new Map((old.parameters ?? []).map((p) => [key(p), p]));
      for (const id of oldParams.keys())
        if (!(now.parameters ?? []).some((p) => key(p) === id))
          found.push(`${name}: parameter ${id} removed`);
      for (const param of now.parameters ?? []) {
        const was = oldParams.get(key(param));
        if (param.required && !was?.required)
          found.push(`${name}: parameter ${key(param)} is now required`);
      }
      for (const status of Object.keys(old.responses ?? {}))
        if (status.startsWith('2') && !(status in (now.responses ?? {})))
          found.push(`${name}: answer ${status} removed`);
    }
  }
  for (const [id, schema] of Object.entries(before.components?.schemas ?? {})) {
    const now = after.components?.schemas?.[id];
    if (!now) {
      found.push(`schema ${id}: removed`);
      continue;
    }
    for (const field of schema.required ?? [])
      if (!(field in (now.properties ?? {}))) found.push(`schema ${id}: field ${field} removed`);
  }
  return found;
}
