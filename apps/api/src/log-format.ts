// PLAT-15: log lines a person can read on a console ('14:03:07.412 WARN  an e-mail was not
// delivered'), unless LOG_FORMAT=json keeps pino's JSON lines for a log collector. The lines
// stay pino's (levels, redaction and serializers are applied before); only their printing changes.

const levelNames: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** What every line has, shown in front or not at all. */
const shownFirst = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err']);

const two = (n: number) => String(n).padStart(2, '0');

/** The local time of day with milliseconds: the day is the console's, a collector has the JSON. */
export function timeOfDay(epochMs: number): string {
  const t = new Date(epochMs);
  return `${two(t.getHours())}:${two(t.getMinutes())}:${two(t.getSeconds())}.${String(t.getMilliseconds()).padStart(3, '0')}`;
}

/** `key=value` pairs of the remaining fields, nested objects flattened with dots. */
function fieldsText(entry: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(entry).flatMap(([key, value]) => {
    if (prefix === '' && shownFirst.has(key)) return [];
    const name = `${prefix}${key}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return fieldsText(value as Record<string, unknown>, `${name}.`);
    const text = typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
    return [`${name}=${text}`];
  });
}

interface LoggedError {
  type?: unknown;
  message?: unknown;
  stack?: unknown;
}

/** The error's stack (which starts with its type and message), indented under the line. */
function errorText(err: unknown): string {
  if (err === null || typeof err !== 'object') return '';
  const { type, message, stack } = err as LoggedError;
  const text = typeof stack === 'string' ? stack : `${typeof type === 'string' ? type : 'Error'}: ${typeof message === 'string' ? message : ''}`;
  return `\n${text
    .split('\n')
    .map((line) => `    ${line.trim()}`)
    .join('\n')}`;
}

/**
 * One pino JSON line as 'HH:MM:SS.mmm LEVEL message key=value …' (and an error's stack
 * indented below). A line that is not pino's JSON is passed on as it is.
 */
export function formatLogLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return `${line.trimEnd()}\n`;
  const record = entry as Record<string, unknown>;
  const time = typeof record.time === 'number' ? timeOfDay(record.time) : '--:--:--.---';
  const level = typeof record.level === 'number' ? (levelNames[record.level] ?? `L${String(record.level)}`) : typeof record.level === 'string' ? record.level : '';
  const message = typeof record.msg === 'string' ? record.msg : '';
  const fields = fieldsText(record);
  return `${[time, level.padEnd(5), message, ...fields].filter((part) => part !== '').join(' ')}${errorText(record.err)}\n`;
}

/** A pino destination that prints each line readably to `out` (stdout by default). */
export function readableLogStream(out: { write: (text: string) => unknown } = process.stdout): { write: (line: string) => void } {
  return {
    write(line: string) {
      out.write(formatLogLine(line));
    },
  };
}
