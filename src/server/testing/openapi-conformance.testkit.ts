/**
 * Reading answers against the OpenAPI document (issue 33 findings 3 and 4): where a 2xx body leaves
 * its schema. Shared by src/server/extreme-numbers.test.ts (numbers at the edges of a double) and
 * src/server/answers-in-schema.test.ts (every operation's ordinary answer).
 */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
};
export type Parameter = { in: string; name: string; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type Doc = { paths: Record<string, Record<string, Operation>> };

function resolve(doc: Doc, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  const components = (doc as unknown as { components?: { schemas?: Record<string, Schema> } })
    .components;
  return resolve(doc, components?.schemas?.[name]);
}

/** The alternatives a schema allows (anyOf/oneOf flattened, $ref resolved). */
export function alternativesIn(doc: Doc, schema: Schema): Schema[] {
  const s = resolve(doc, schema)!;
  const list = s.anyOf ?? s.oneOf;
  return list ? list.flatMap((x) => alternativesIn(doc, x)) : [s];
}

const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
export const isNumeric = (s: Schema) => typesOf(s).some((x) => x === 'number' || x === 'integer');

/** Paths of every number a request schema takes ('price', 'from.amount', …). */
export function numberPathsIn(doc: Doc, schema: Schema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  return alternativesIn(doc, schema).flatMap((s) => {
    if (isNumeric(s)) return [prefix];
    return Object.entries(s.properties ?? {}).flatMap(([key, child]) =>
      numberPathsIn(doc, child, prefix ? `${prefix}.${key}` : key),
    );
  });
}

/**
 * Where a 2xx body leaves its schema: a field the schema does not name (finding 4), a null the
 * schema does not allow, or a null at a place the ordinary answer (`usual`) holds a number (NaN
 * written as null in a nullable field), or a number that is not finite.
 */
export function departuresIn(
  doc: Doc,
  value: unknown,
  schema: Schema,
  usual: unknown,
  at: string,
): string[] {
  const options = alternativesIn(doc, schema);
  if (value === null) {
    if (!options.some((s) => s.nullable || typesOf(s).includes('null')))
      return [`${at}: null not in schema`];
    return typeof usual === 'number' ? [`${at}: null where a number was due`] : [];
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return [`${at}: ${value}`];
  const fit = options.find((s) => !typesOf(s).includes('null')) ?? options[0]!;
  if (Array.isArray(value) && fit.items) {
    const usualItems = Array.isArray(usual) ? usual : [];
    return value.flatMap((item, i) =>
      departuresIn(doc, item, fit.items!, usualItems[i], `${at}[${i}]`),
    );
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (!fit.properties && fit.additionalProperties === undefined) return [];
    const record = value as Record<string, unknown>;
    const usualRecord = (usual && typeof usual === 'object' ? usual : {}) as Record<
      string,
      unknown
    >;
    return Object.entries(record).flatMap(([key, child]) => {
      const childSchema =
        fit.properties?.[key] ??
        (typeof fit.additionalProperties === 'object' ? fit.additionalProperties : undefined);
      if (!childSchema) return [`${at}.${key}: not in schema`];
      return departuresIn(doc, child, childSchema, usualRecord[key], `${at}.${key}`);
    });
  }
  return [];
}
