import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { isNoteworthyRequest, quietRequestLogOptions, SLOW_REQUEST_MS } from './request-log';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  res?: { statusCode: number };
}

function collector() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text !== '') lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { lines, stream };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

function appWith(level: 'info' | 'debug') {
  const { lines, stream } = collector();
  const app = Fastify({ logger: { level, stream, ...quietRequestLogOptions() } });
  app.get('/fine', () => ({ ok: true }));
  app.get('/missing', (_request, reply) => reply.code(404).send({ error: 'not here' }));
  app.get('/broken', () => {
    throw new Error('boom');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  app.get('/warns', (request) => {
    request.log.warn('something odd');
    return { ok: true };
  });
  close = () => app.close();
  return { app, lines };
}

describe('REQUEST_LOG=problems', () => {
  it('keeps failed and slow requests and every other line, drops the rest', async () => {
    const { app, lines } = appWith('info');
    await app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/fine', '/missing', '/broken', '/slow', '/warns']) await app.inject({ method: 'GET', url });
    expect(lines.some((line) => line.msg.startsWith('Server listening at'))).toBe(false);
    const completed = lines.filter((line) => line.msg === 'request completed').map((line) => line.res?.statusCode);
    expect(completed).toEqual([500, 200]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    // Structured as before: JSON with the request id.
    expect(lines.find((line) => line.msg === 'something odd')).toMatchObject({ level: 40, reqId: expect.any(String) as unknown });
    expect(lines.some((line) => line.level === 50 && line.msg === 'boom')).toBe(true);
  });

  it('logs every request again at LOG_LEVEL=debug', async () => {
    const { app, lines } = appWith('debug');
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.inject({ method: 'GET', url: '/fine' });
    expect(lines.map((line) => line.msg)).toEqual([expect.stringMatching(/^Server listening at/) as unknown, 'incoming request', 'request completed']);
  });

  it('treats an entry it cannot read as noteworthy', () => {
    expect(isNoteworthyRequest(undefined)).toBe(true);
    expect(isNoteworthyRequest({ res: { statusCode: 204 }, responseTime: 3 })).toBe(false);
    expect(isNoteworthyRequest({ res: { statusCode: 503 }, responseTime: 3 })).toBe(true);
  });
});
