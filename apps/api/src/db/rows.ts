import { Column, fillPlaceholders, is, SQL, sql, type DriverValueDecoder, type Query } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';

// The hottest reads (the doctor directory) are written with Drizzle, as everything else, but
// run by the driver itself with rows as arrays. Drizzle's result mapping looks up each cell's
// decoder on every row; on a page of 9 doctors it cost a third more CPU than the query itself,
// on SPEC's 100-doctor array 180 µs a request (docs/performance.md, issue 15). Here the
// decoders are looked up once per statement.

type Field = Column | SQL | SQL.Aliased;

/** The selection a statement was built from: output key → column or SQL expression. */
export type Selection = Record<string, Field>;

type Decoder = (value: unknown) => unknown;

/** An SQL expression's decoder (set by `.mapWith()`): Drizzle marks the field internal, its own mapper reads it. */
function sqlDecoder(expression: SQL): DriverValueDecoder<unknown, unknown> {
  return (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
}

function decoderOf(field: Field): Decoder {
  const decoder = is(field, Column) ? field : sqlDecoder(is(field, SQL) ? field : field.sql);
  return (value) => (value === null ? null : decoder.mapFromDriverValue(value));
}

/**
 * PostgreSQL's type ids of timestamptz, timestamp, date, interval, their arrays and numeric[]:
 * the drivers return these as PostgreSQL wrote them, as Drizzle asks for them, because the
 * columns' own decoders expect the text (a `date` parsed by the driver would become a Date at
 * local midnight).
 */
const textTypeIds: readonly number[] = [1184, 1114, 1082, 1186, 1185, 1115, 1182, 1187, 1231];
const asText = (value: string) => value;
const defaultParser = pg.types.getTypeParser.bind(pg.types) as (typeId: number, format?: 'text' | 'binary') => (value: string) => unknown;
const pgTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') => (textTypeIds.includes(typeId) ? asText : defaultParser(typeId, format)),
};
const pgliteParsers = Object.fromEntries(textTypeIds.map((typeId) => [typeId, asText]));

export interface RowStatement<Row> {
  /** The prepared statement's name on each PostgreSQL connection ('' for a one-off). */
  readonly name: string;
  readonly query: Query;
  /** Output key and decoder of each selected column, in SELECT order. */
  readonly columns: readonly { key: string; decode: Decoder }[];
  /** Only carries the row type. */
  readonly row?: Row;
}

/**
 * A statement built by Drizzle (`query`, selecting `selection` in that key order) to run with
 * readRows(). `Row` is what Drizzle's own execute() would return.
 */
export function rowStatement<Row>(name: string, query: { toSQL(): Query }, selection: Selection): RowStatement<Row> {
  return { name, query: query.toSQL(), columns: Object.entries(selection).map(([key, field]) => ({ key, decode: decoderOf(field) })) };
}

/** Runs the statement with its placeholders filled from `values`: the same rows as Drizzle's execute(). */
export async function readRows<Row>(database: Database, statement: RowStatement<Row>, values: Record<string, unknown>): Promise<Row[]> {
  const { query, columns } = statement;
  const parameters = fillPlaceholders(query.params, values);
  const result =
    database.kind === 'postgres'
      ? await database.pool.query<unknown[]>({ ...(statement.name ? { name: statement.name } : {}), text: query.sql, values: parameters, rowMode: 'array', types: pgTypes })
      : await database.pglite.query<unknown[]>(query.sql, parameters, { rowMode: 'array', parsers: pgliteParsers });
  return result.rows.map((cells) => {
    const row: Record<string, unknown> = {};
    columns.forEach(({ key, decode }, index) => {
      row[key] = decode(cells[index]);
    });
    // The keys and decoders come from the selection Drizzle typed as Row.
    return row as Row;
  });
}

// PostgreSQL writes a timestamptz in the session's zone: in UTC, '2026-11-29 13:14:51.123456+00'.
const utcTimestampText = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz's text as the ISO 8601 string Date#toISOString writes ('2026-11-29T13:14:51.123Z',
 * microseconds cut to milliseconds as Date cuts them). A list that only shows and compares its
 * timestamps parsed each into a Date to write it straight back: on issue 32's thread list, six a
 * row, twenty rows a page, that was the largest part of the API's work after its queries. Text in
 * another zone or of a year outside 0000–9999 goes through Date, so the answer is the same.
 */
export function isoFromTimestampText(text: string): string {
  const parts = utcTimestampText.exec(text);
  if (parts === null) return new Date(text).toISOString();
  const [, day, time, fraction = ''] = parts;
  return `${day}T${time}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
}

/**
 * A timestamptz column selected as its ISO 8601 string (isoFromTimestampText) rather than a Date:
 * both Drizzle's own execute() and readRows() hand the decoder PostgreSQL's text.
 */
export function isoTimestamp<C extends Column>(column: C): SQL<C['_']['notNull'] extends true ? string : string | null> {
  return sql<C['_']['notNull'] extends true ? string : string | null>`${column}`.mapWith(isoFromTimestampText);
}
