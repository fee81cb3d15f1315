import fastJson from 'fast-json-stringify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// fast-json-stringify as it is, its compilations counted (the compiler's laziness and sharing).
const compilations = vi.hoisted(() => ({ count: 0 }));
vi.mock('fast-json-stringify', async (importOriginal) => {
  const real = (await importOriginal<typeof import('fast-json-stringify')>()).default;
  return {
    default: (...args: Parameters<typeof real>) => {
      compilations.count++;
      return real(...args);
    },
  };
});
// The API's test files share their workers' modules (apps/api/vitest.config.ts): a file before
// this one may have loaded the serializer with the real library, so it is loaded afresh here.
vi.resetModules();
const { fastSerializerCompiler, foldNullableUnions } = await import('./serializer');

// The fold of `T | null` unions (lib/serializer.ts) must write what the union wrote: the same
// JSON for null and for a value, and no field the schema does not document.

const uuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const person = z.object({ id: z.uuid(), name: z.string() });
const answer = z.object({
  doctor: person.nullable(),
  due: z.iso.datetime().nullable(),
  count: z.number().int().nullable(),
  tags: z.array(z.string()).nullable(),
  either: z.union([person, z.object({ code: z.string() })]).nullable(),
  list: z.array(person.nullable()),
});

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });

describe('foldNullableUnions', () => {
  it('turns each `T | null` of a plain type into T with nullable, and leaves other unions alone', () => {
    const folded = JSON.stringify(foldNullableUnions(toJson(answer)));
    expect(folded.match(/"nullable":true/g)).toHaveLength(5);
    // The person-or-code union is a union of three: it stays an anyOf.
    expect(folded).toContain('anyOf');
  });

  it('writes the same JSON as the unfolded schema and as JSON.stringify, for nulls and values', () => {
    const folded = fastJson(foldNullableUnions(toJson(answer)) as Parameters<typeof fastJson>[0]);
    const unfolded = fastJson(toJson(answer) as Parameters<typeof fastJson>[0]);
    const values: z.output<typeof answer>[] = [
      { doctor: null, due: null, count: null, tags: null, either: null, list: [null] },
      { doctor: { id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', name: 'Dr "Quote" Ng' }, due: '2026-11-29T10:00:00.000Z', count: 0, tags: ['a'], either: { code: 'c' }, list: [{ id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', name: 'A' }, null] },
    ];
    for (const value of values) {
      expect(folded(value)).toBe(JSON.stringify(value));
      expect(folded(value)).toBe(unfolded(value));
    }
  });

  it('still leaves out a field the schema does not document, inside a nullable object', () => {
    const folded = fastJson(foldNullableUnions(toJson(z.object({ doctor: person.nullable() }))) as Parameters<typeof fastJson>[0]);
    expect(folded({ doctor: { id: 'x', name: 'N', passwordHash: 'secret' } })).toBe('{"doctor":{"id":"x","name":"N"}}');
  });

  it('keeps a union with a reference as it is (the serializer ignores the siblings of $ref)', () => {
    const named = person.meta({ id: 'HperfPerson' });
    const schema = { anyOf: [{ $ref: '#/definitions/HperfPerson' }, { type: 'null' }] };
    expect(foldNullableUnions(schema)).toEqual(schema);
    const folded = fastJson(foldNullableUnions(toJson(z.object({ who: named.nullable() }))) as Parameters<typeof fastJson>[0]);
    expect(folded({ who: null })).toBe('{"who":null}');
    expect(folded({ who: { id: uuid, name: 'N' } })).toBe(`{"who":{"id":"${uuid}","name":"N"}}`);
  });
});

describe('fastSerializerCompiler', () => {
  it('compiles a schema on its first answer, once for every route that answers with it (PERF-9)', () => {
    const schema = z.object({ id: z.uuid(), name: z.string() });
    const route = (url: string) => ({ schema, method: 'GET', url, httpStatus: '200' });
    const before = compilations.count;
    const first = fastSerializerCompiler(route('/a'));
    const second = fastSerializerCompiler(route('/b'));
    expect(compilations.count).toBe(before);
    expect(first({ id: uuid, name: 'Ann', secret: 'x' })).toBe(`{"id":"${uuid}","name":"Ann"}`);
    expect(compilations.count).toBe(before + 1);
    expect(second({ id: uuid, name: 'Bo' })).toBe(`{"id":"${uuid}","name":"Bo"}`);
    expect(compilations.count).toBe(before + 1);
  });
});
