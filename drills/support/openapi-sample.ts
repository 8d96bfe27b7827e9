/**
 * Requests made from the OpenAPI document the built server serves (GET /api/docs/json), for the
 * generated authorization sweep: a body with every property its schema names and query parameters,
 * where every id-bearing name (an `id`, a `…Id`, an `email`) carries the owner's value of that kind.
 * A new id-bearing name the drill has no owner value for is reported, so the sweep stays complete.
 */

export type Schema = {
  /** A named component schema (`#/components/schemas/Name`), resolved against the document. */
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
};
export type Parameter = { in: string; name: string; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** The named component schemas of the document being sampled (bodies and answers are named). */
type Components = Record<string, Schema>;

/** The owner's values, by the kind of id a name bears. */
export interface OwnerIds {
  userId: string;
  keyId: string;
  email: string;
  subId: string;
}

export const isIdBearing = (name: string) => /^id$|Id$|^email$|Email$/.test(name);

/** The owner's value for an id-bearing name; undefined when the drill does not know the kind. */
export function ownerValue(name: string, ids: OwnerIds): string | undefined {
  if (/email$/i.test(name)) return ids.email;
  if (name === 'userId') return ids.userId;
  if (name === 'id' || name === 'keyId' || name === 'apiKeyId') return ids.keyId;
  if (name === 'subscriptionId') return ids.subId;
  return undefined;
}

/** Plausible values for names the product looks up, so more requests pass validation. */
const PLAUSIBLE: Record<string, unknown> = {
  city: 'Lisbon',
  country: 'Portugal',
  currency: 'EUR',
  item: 'cappuccino',
  price: 3,
  password: 'Wrong-Parity-2026x',
  currentPassword: 'Wrong-Parity-2026x',
  newPassword: 'Sweep-Parity-2026y',
  firstname: 'Mallory',
  lastname: 'Sweep',
  username: 'mallory_sweep',
};

export interface Sampled {
  value: unknown;
  /** Names filled with one of the owner's ids. */
  idNames: string[];
  /** Id-bearing names with no owner value known (a gap in the sweep). */
  unknownIds: string[];
}

export function sample(
  given: Schema | undefined,
  name: string,
  ids: OwnerIds,
  components: Components = {},
): Sampled {
  const schema = given?.$ref ? components[given.$ref.split('/').pop()!] : given;
  const out: Sampled = { value: undefined, idNames: [], unknownIds: [] };
  if (isIdBearing(name)) {
    const value = ownerValue(name, ids);
    if (value === undefined) out.unknownIds.push(name);
    else {
      out.idNames.push(name);
      out.value = value;
      return out;
    }
  }
  if (!schema) return { ...out, value: 'x' };
  if (name in PLAUSIBLE) return { ...out, value: PLAUSIBLE[name] };
  if (schema.const !== undefined) return { ...out, value: schema.const };
  if (schema.enum && schema.enum.length > 0) return { ...out, value: schema.enum[0] };
  const branch = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (branch) return sample(branch, name, ids, components);
  const type = Array.isArray(schema.type)
    ? schema.type.find((t) => t !== 'null')
    : (schema.type ?? 'string');
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        const s = sample(child, key, ids, components);
        value[key] = s.value;
        out.idNames.push(...s.idNames);
        out.unknownIds.push(...s.unknownIds);
      }
      return { ...out, value };
    }
    case 'array': {
      if (!schema.minItems) return { ...out, value: [] };
      const s = sample(schema.items, name, ids, components);
      return { value: [s.value], idNames: s.idNames, unknownIds: s.unknownIds };
    }
    case 'number':
    case 'integer':
      return {
        ...out,
        value: schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1,
      };
    case 'boolean':
      return { ...out, value: false };
    default:
      return { ...out, value: 'x'.repeat(Math.max(1, schema.minLength ?? 1)) };
  }
}

export interface SweepRequest {
  key: string;
  method: string;
  path: string;
  body?: unknown;
  idNames: string[];
  unknownIds: string[];
}

/** One request per operation of the document, the owner's ids in its path, query and body. */
export function requestsFrom(doc: OpenApiDoc, ids: OwnerIds): SweepRequest[] {
  const requests: SweepRequest[] = [];
  const components = doc.components?.schemas ?? {};
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      const idNames: string[] = [];
      const unknownIds: string[] = [];
      let path = template;
      const query = new URLSearchParams();
      for (const p of op.parameters ?? []) {
        const s = sample(p.schema, p.name, ids, components);
        idNames.push(...s.idNames.map((n) => `${p.in} ${n}`));
        unknownIds.push(...s.unknownIds.map((n) => `${p.in} ${n}`));
        if (p.in === 'path') {
          if (!s.idNames.length && isIdBearing(p.name)) continue;
          path = path.replace(`{${p.name}}`, encodeURIComponent(String(s.value)));
        } else if (p.in === 'query') query.set(p.name, String(s.value));
      }
      const schema = op.requestBody?.content?.['application/json']?.schema;
      let body: unknown;
      if (schema) {
        const s = sample(schema, '', ids, components);
        body = s.value;
        idNames.push(...s.idNames.map((n) => `body ${n}`));
        unknownIds.push(...s.unknownIds.map((n) => `body ${n}`));
      } else if (method !== 'GET' && method !== 'DELETE') body = {};
      const search = query.toString();
      requests.push({
        key: `${method} ${template}`,
        method,
        path: search ? `${path}?${search}` : path,
        ...(body !== undefined ? { body } : {}),
        idNames,
        unknownIds,
      });
    }
  }
  return requests;
}
