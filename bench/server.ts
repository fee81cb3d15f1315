import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('No port assigned'));
      });
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts a server in its own process and waits until `readyPath` answers 200. */
export async function startServer(command: string, args: string[], env: Record<string, string>, readyPath: string): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(baseUrl + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${baseUrl}${readyPath} did not answer in time`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolveStop) => {
        child.once('exit', () => { resolveStop(); });
        child.kill('SIGTERM');
      }),
  };
}
