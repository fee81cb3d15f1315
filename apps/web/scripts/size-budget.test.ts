import { describe, expect, it } from 'vitest';
import { checkRoutes, routeFiles, type Manifest } from './size-budget';

// A build like Vite's: the entry imports React's chunk statically and the screens lazily; the
// home screen imports the carousel lazily, and both share a helper chunk.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/Home.tsx', 'src/Login.tsx'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/Home.tsx': { file: 'assets/Home.js', imports: ['_shared.js'], dynamicImports: ['src/Carousel.tsx'] },
  'src/Carousel.tsx': { file: 'assets/Carousel.js', imports: ['_shared.js', '_carousel.css'] },
  '_carousel.css': { file: 'assets/carousel.css' },
  'src/Login.tsx': { file: 'assets/Login.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
};

const gzip: Record<string, number> = {
  'assets/index.js': 20_000,
  'assets/react.js': 60_000,
  'assets/shared.js': 5_000,
  'assets/Home.js': 4_000,
  'assets/Carousel.js': 10_000,
  'assets/Login.js': 3_000,
  'assets/zod.js': 15_000,
};
const gzipSize = (file: string) => {
  const size = gzip[file];
  if (size === undefined) throw new Error(`unexpected file ${file}`);
  return size;
};
const modules = {
  'assets/react.js': { 'node_modules/react-dom/client.js': 9_000, 'node_modules/react/index.js': 1_000 },
  'assets/zod.js': { 'node_modules/zod/schemas.js': 3_000 },
  'assets/Login.js': { 'src/Login.tsx': 1_000 },
};

describe('routeFiles', () => {
  it('takes the entry, the named lazy chunks and their static imports once each, JavaScript only', () => {
    expect(routeFiles(manifest, ['src/Home.tsx', 'src/Carousel.tsx'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/Home.js',
      'assets/shared.js',
      'assets/Carousel.js',
    ]);
  });

  it('leaves dynamic imports out unless the page names them', () => {
    expect(routeFiles(manifest, ['src/Home.tsx'])).not.toContain('assets/Carousel.js');
    expect(routeFiles(manifest, [])).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('fails loudly when a named screen is not a chunk of the build', () => {
    expect(() => routeFiles(manifest, ['src/Renamed.tsx'])).toThrow(/src\/Renamed\.tsx/);
    expect(() => routeFiles({ 'src/Home.tsx': { file: 'assets/Home.js' } }, [])).toThrow(/no entry/);
  });
});

describe('checkRoutes', () => {
  const routes = (budgetBytes: number) => [
    { path: '/', lazy: ['src/Home.tsx', 'src/Carousel.tsx'], budgetBytes },
    { path: '/login', lazy: ['src/Login.tsx'], budgetBytes },
  ];

  it('passes a page within the budget and fails one over it', () => {
    const [home, login] = checkRoutes(manifest, routes(100_000), gzipSize, modules);
    expect(home).toMatchObject({ path: '/', gzipBytes: 99_000, over: false });
    expect(login).toMatchObject({ path: '/login', gzipBytes: 98_000, over: false });
    const strict = checkRoutes(manifest, routes(98_500), gzipSize, modules);
    expect(strict.map((report) => report.over)).toEqual([true, false]);
  });

  it('names the largest modules, splitting each chunk by its modules’ share of the code', () => {
    const [, login] = checkRoutes(manifest, routes(50_000), gzipSize, modules, 3);
    expect(login?.over).toBe(true);
    expect(login?.largest).toEqual([
      { module: 'node_modules/react-dom/client.js', gzipBytes: 54_000 },
      { module: 'node_modules/zod/schemas.js', gzipBytes: 15_000 },
      { module: 'node_modules/react/index.js', gzipBytes: 6_000 },
    ]);
  });
});
