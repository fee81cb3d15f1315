import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullType = (value: unknown): boolean => isSchema(value) && value.type === 'null' && Object.keys(value).length === 1;

/**
 * zod writes `T | null` as `anyOf: [T, { type: 'null' }]`. fast-json-stringify serializes an
 * `anyOf` by validating the value against each branch at run time (Ajv, uuid patterns and all)
 * to choose one: on a list of thread summaries, with five nullable objects and dates a summary,
 * that was most of the serializer's time (issue 32's bench). The same union written as `T` with
 * `nullable: true` (fast-json-stringify's keyword) is one `=== null` test. Only a branch with a
 * plain `type` is folded (not a `$ref`, whose siblings the serializer ignores, nor a union), so
 * what is written stays exactly what the schema allows; everything else is walked unchanged.
 */
export function foldNullableUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(foldNullableUnions);
  if (!isSchema(schema)) return schema;
  const folded: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) folded[key] = foldNullableUnions(value);
  const { anyOf, ...rest } = folded;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return folded;
  const branches: unknown[] = anyOf;
  const nulls = branches.filter(isNullType);
  const [other] = branches.filter((branch) => !isNullType(branch));
  if (nulls.length !== 1 || !isSchema(other) || typeof other.type !== 'string' || other.type === 'null' || '$ref' in other || 'anyOf' in other || 'oneOf' in other || 'allOf' in other) return folded;
  return { ...rest, ...other, nullable: true };
}

type Serialize = (data: unknown) => string;

/** One fast-json-stringify function per response schema: operations share schemas (issue 39.3). */
const compiledSerializers = new WeakMap<z.ZodType, Serialize>();

/**
 * fast-json-stringify's function for a zod schema, or undefined when the schema is one JSON
 * Schema cannot express (a transform, a date object).
 */
function compileFast(schema: z.ZodType): Serialize | undefined {
  const known = compiledSerializers.get(schema);
  if (known !== undefined) return known;
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  // A draft-7 JSON Schema is what fast-json-stringify takes; the two libraries type it apart.
  const serialize = fastJson(foldNullableUnions(jsonSchema) as Parameters<typeof fastJson>[0]);
  compiledSerializers.set(schema, serialize);
  return serialize;
}

/**
 * Response serialization without run-time validation: each response schema (zod, from
 * @clinvia/contracts) is converted once to JSON Schema, as the OpenAPI document shows it, its
 * nullable unions folded (foldNullableUnions), and compiled by fast-json-stringify, which writes
 * only the documented fields. Checking every answer against its zod schema cost about a tenth
 * of a listing's CPU; tests build the app with `validateResponses` (zod's serializer), so a
 * handler that drifts from its contract still fails there. A schema JSON Schema cannot express
 * (a transform, a date object) keeps zod's serializer.
 *
 * Compiled on the first answer that uses it, not at start, and once per schema: Fastify asks for
 * every status of every route when it starts (over 700), and their generated code held ~7 MB of
 * the heap for good, most of it for answers a server seldom or never sends (PERF-9, issue 39.3).
 * The first such answer pays the compilation, once: a few milliseconds (a listing: ~6 ms).
 */
export const fastSerializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= compileFast(schema) ?? zodSerializerCompiler(route);
    return serialize(data);
  };
};
