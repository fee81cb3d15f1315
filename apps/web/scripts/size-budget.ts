/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  /** The page's path, for the report. */
  path: string;
  /**
   * Lazily imported modules (manifest keys) the page renders before it is usable, beside the
   * entry: its screen and, for the home page, the carousel.
   */
  lazy: string[];
  /** Most gzip bytes of JavaScript the page may need before it is usable. */
  budgetBytes: number;
}

export interface ModuleShare {
  module: string;
  /** Estimated gzip bytes: the chunk's gzip size split in proportion to each module's code. */
  gzipBytes: number;
}

export interface RouteReport {
  path: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number;
  over: boolean;
  largest: ModuleShare[];
}

/**
 * The JavaScript files a page needs: the entry, the lazy chunks it renders, and every chunk they
 * import statically (the browser fetches those before running them; Vite modulepreloads them).
 * Dynamic imports are left out: they load later, on demand.
 */
export function routeFiles(manifest: Manifest, lazy: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  if (entries.length === 0) throw new Error('The build manifest names no entry chunk');
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The build manifest has no chunk for ${key}: was the module renamed or made static?`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...lazy]) visit(key);
  return files;
}

/**
 * Checks each page's first-load JavaScript against its budget (gzip). `gzipSize` gives a
 * built file's gzip size; `moduleSizes` (chunk file → module → bytes of code) names the
 * largest modules of each page.
 */
export function checkRoutes(
  manifest: Manifest,
  routes: RouteBudget[],
  gzipSize: (file: string) => number,
  moduleSizes: Record<string, Record<string, number>>,
  largestCount = 10,
): RouteReport[] {
  return routes.map(({ path, lazy, budgetBytes }) => {
    const files = routeFiles(manifest, lazy).map((file) => ({ file, gzipBytes: gzipSize(file) }));
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const shares = files.flatMap(({ file, gzipBytes: chunkGzip }) => {
      const modules = Object.entries(moduleSizes[file] ?? {});
      const total = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
      return modules.map(([module, bytes]) => ({ module, gzipBytes: total === 0 ? 0 : Math.round((chunkGzip * bytes) / total) }));
    });
    const largest = shares.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, largestCount);
    return { path, files, gzipBytes, budgetBytes, over: gzipBytes > budgetBytes, largest };
  });
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
