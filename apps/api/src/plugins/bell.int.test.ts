import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createPatient, createStaff, injectAs, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

// MSG-10: a new message rings the bell within seconds on every replica. The thread is answered
// through one instance; the patient's event stream is open on another. On PostgreSQL the second
// instance has its own pool and its own LISTEN connection, like a second replica; on PGlite the
// two share the one embedded database (its own LISTEN).

let t: TestApp;
let second: Database;
let replica: FastifyInstance;
let base: string;
let patient: TestAccount;
let member: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  patient = await createPatient(t.database.db, t.config.jwtSecret, 'Bea Bell');
  member = await createStaff(t.database.db, t.config.jwtSecret, true);
  second = t.url ? await openDatabase({ url: t.url, poolSize: 4 }) : t.database;
  replica = await buildApp({ database: second, config: t.config, logger: false });
  base = await replica.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await replica.close();
  if (second !== t.database) await second.close();
  await t.close();
});

/** The `unread` events of a server-sent event stream, read as they come. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** Reads events until `until` accepts one or `ms` pass; answers those seen. */
    async until(accept: (data: { unread: number }) => boolean, ms: number): Promise<{ unread: number }[]> {
      const seen: { unread: number }[] = [];
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: unread\ndata: (.*)$/m.exec(block)?.[1];
          if (data !== undefined) {
            const event = JSON.parse(data) as { unread: number };
            seen.push(event);
            if (accept(event)) return seen;
          }
          end = buffer.indexOf('\n\n');
        }
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => { resolve(null); }, Math.max(0, deadline - Date.now()));
          }),
        ]);
        clearTimeout(timer);
        if (chunk === null || chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
      return seen;
    },
  };
}

describe('the bell on every replica (MSG-10)', () => {
  it('tells the patient’s stream on the other instance within seconds, with only the unread count', async () => {
    const started = await injectAs(t.app, patient, { method: 'POST', url: '/api/threads', payload: { topic: 'medication', body: 'Is the dose right?' } });
    expect(started.statusCode).toBe(201);
    const threadId = started.json<{ thread: { thread: { id: string } } }>().thread.thread.id;
    const controller = new AbortController();
    const response = await fetch(`${base}/api/notifications/stream`, { headers: { authorization: `Bearer ${patient.token}` }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const body = response.body;
    if (body === null) throw new Error('no stream');
    const events = eventReader(body);
    // The first event is the count as the stream opens.
    const first = await events.until(() => true, 5000);
    expect(first).toEqual([{ unread: 0 }]);

    const answered = await injectAs(t.app, member, { method: 'POST', url: `/api/threads/${threadId}/messages`, payload: { body: 'Yes, the dose is right.' } });
    expect(answered.statusCode).toBe(201);
    // The stream has no poll of its own: an event after the first one can only come from LISTEN/NOTIFY.
    const later = await events.until((event) => event.unread === 1, 20_000);
    controller.abort();
    expect(later.at(-1)).toEqual({ unread: 1 });
  }, 40_000);

  it('answers 401 without a session', async () => {
    const response = await fetch(`${base}/api/notifications/stream`);
    expect(response.status).toBe(401);
  });
});
