import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

// A web root like the build's: a fingerprinted asset and index.html, each with the brotli and
// gzip copies the web build writes beside them.
const asset = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const page = `<!doctype html><html><head><title>Clinvia</title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${' '.repeat(500)}</body></html>`;

const sourceMap = JSON.stringify({ version: 3, file: 'app-1a2b3c.js', sources: ['../src/main.tsx'], sourcesContent: ['// the whole source, comments and all'], mappings: '' });

let testApp: TestApp;
let webRoot: string;

async function writeWithCopies(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'clinvia-spa-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeWithCopies(path.join(webRoot, 'index.html'), page);
  await writeWithCopies(path.join(webRoot, 'assets', 'app-1a2b3c.js'), asset);
  await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js.map'), sourceMap);
  testApp = await createTestApp({ webRoot });
});

afterAll(async () => {
  await testApp.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });
const immutable = 'public, max-age=31536000, immutable';

describe('static delivery of the SPA', () => {
  it('sends a hashed asset as brotli when the browser accepts it, cached for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(immutable);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(asset);
    expect(response.rawPayload.length).toBeLessThan(asset.length / 4);
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(response.rawPayload).toString()).toBe(asset);
  });

  it('sends the file itself to a client that asks for no encoding', async () => {
    const response = await get('/assets/app-1a2b3c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.body).toBe(asset);
  });

  it('does not publish the compressed copies as URLs of their own', async () => {
    const response = await get('/assets/app-1a2b3c.js.br', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
  });

  it('sends index.html compressed and always revalidated', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip', accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });

  it('answers a client-side route with index.html, compressed and revalidated', async () => {
    const response = await get('/find-doctor?page=2', { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(page);
  });

  it("answers a missing file under /assets with 404, never the app's HTML (an old build's chunk after a deploy)", async () => {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
      const response = await get('/assets/AboutPage-0ld0ld.js', { accept, 'accept-encoding': 'gzip' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).not.toContain('text/html');
    }
  });
});

describe('source maps', () => {
  it('are served outside production, for debugging', async () => {
    const response = await get('/assets/app-1a2b3c.js.map');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(sourceMap);
  });

  it('are not served in production (issue 20), while the assets are', async () => {
    const production = await createTestApp({ webRoot, config: { nodeEnv: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map', headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      // Nor to a browser opening the URL: a 404, as for any file missing under /assets.
      const opened = await production.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map', headers: { accept: 'text/html' } });
      expect(opened.statusCode).toBe(404);
      expect(opened.body).not.toContain('sourcesContent');
      expect((await production.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe("the home page's preloads (PLAT-15)", () => {
  // The build writes app.html: index.html without the links only '/' uses (the hero image).
  const home = page.replace('<title>', '<link rel="preload" as="image" href="/assets/hero-1a2b.svg" data-home-only><title>');

  it("serves '/' with index.html and every other page with app.html", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'clinvia-spa-pages-'));
    await writeWithCopies(path.join(root, 'index.html'), home);
    await writeWithCopies(path.join(root, 'app.html'), page);
    const pages = await createTestApp({ webRoot: root });
    try {
      const open = (url: string, encoding = 'identity') => pages.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': encoding } });
      expect((await open('/')).body).toBe(home);
      // Compressed, as browsers ask for it: the same page.
      expect(brotliDecompressSync((await open('/', 'br')).rawPayload).toString()).toBe(home);
      expect(gunzipSync((await open('/', 'gzip')).rawPayload).toString()).toBe(home);
      expect(brotliDecompressSync((await open('/find-doctor', 'br')).rawPayload).toString()).toBe(page);
      for (const url of ['/find-doctor', '/heart-disease-detection', '/doctor/3']) {
        const response = await open(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.body, url).toBe(page);
      }
    } finally {
      await pages.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
