import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatLogLine, readableLogStream, timeOfDay } from './log-format';

// PLAT-15: what `npm start` prints for pino's lines unless LOG_FORMAT=json.

const at = new Date(2026, 10, 25, 9, 5, 7, 42).getTime();

describe('formatLogLine', () => {
  it('prints the local time of day, the level and the message, then the other fields', () => {
    const line = JSON.stringify({ level: 40, time: at, pid: 7, hostname: 'h', reqId: 'r-1', msg: 'an e-mail was not delivered (no SMTP_URL)' });
    expect(formatLogLine(`${line}\n`)).toBe('09:05:07.042 WARN  an e-mail was not delivered (no SMTP_URL) reqId=r-1\n');
  });

  it('flattens nested fields and quotes values with spaces', () => {
    const line = JSON.stringify({ level: 30, time: at, msg: 'request completed', req: { method: 'GET', url: '/api/x' }, res: { statusCode: 503 }, responseTime: 1203.5, note: 'two words' });
    expect(formatLogLine(line)).toBe('09:05:07.042 INFO  request completed req.method=GET req.url=/api/x res.statusCode=503 responseTime=1203.5 note="two words"\n');
  });

  it("indents an error's stack under its line", () => {
    const line = JSON.stringify({ level: 50, time: at, msg: 'decision mail failed', err: { type: 'Error', message: 'connect ECONNREFUSED', stack: 'Error: connect ECONNREFUSED\n    at send (mail.ts:1:1)' } });
    expect(formatLogLine(line)).toBe('09:05:07.042 ERROR decision mail failed\n    Error: connect ECONNREFUSED\n    at send (mail.ts:1:1)\n');
  });

  it('passes a line that is not JSON through', () => {
    expect(formatLogLine('plain words')).toBe('plain words\n');
  });

  it('pads the time of day', () => {
    expect(timeOfDay(new Date(2026, 0, 2, 3, 4, 5, 6).getTime())).toBe('03:04:05.006');
  });
});

describe('readableLogStream', () => {
  it("turns the server's pino lines into readable ones, with pino's redaction applied first", async () => {
    const printed: string[] = [];
    const app = Fastify({ logger: { level: 'info', redact: { paths: ['token'], censor: '[redacted]' }, stream: readableLogStream({ write: (text: string) => printed.push(text) }) } });
    app.log.warn({ token: 'secret', doctorId: 12 }, 'slot taken');
    await app.close();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} WARN {2}slot taken token=\[redacted\] doctorId=12\n$/);
    expect(printed[0]).not.toContain('secret');
  });
});
