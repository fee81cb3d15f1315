import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the build writes each chunk's module sizes, beside Vite's manifest (read by scripts/check-size.mjs). */
export const moduleSizesFile = '.vite/module-sizes.json';

/** chunk file name → { module id (relative to the project) → bytes it contributes to the chunk }. */
export type ModuleSizes = Record<string, Record<string, number>>;

function shortId(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return clean.slice(nodeModules + 1);
  return clean.startsWith(root) ? relative(root, clean) : clean;
}

/**
 * Records how many bytes each source module contributes to each JavaScript chunk, so the size
 * check can name the largest modules of a route that is over its budget.
 */
export function moduleSizes(): Plugin {
  let root = process.cwd();
  return {
    name: 'clinvia-module-sizes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength === 0) continue;
          const key = shortId(id, root);
          modules[key] = (modules[key] ?? 0) + info.renderedLength;
        }
        sizes[output.fileName] = modules;
      }
      this.emitFile({ type: 'asset', fileName: moduleSizesFile, source: JSON.stringify(sizes) });
    },
  };
}

/** Text files worth compressing; source maps are fetched only by developer tools. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every text file of
 * the build, once, so the server sends them as they are (@fastify/static `preCompressed`) instead
 * of compressing on every request. A compressed copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'clinvia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file) || file.includes(join(outDir, '.vite'))) continue;
        const source = readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/** The page the server answers client-side routes with: index.html without the home page's preloads. */
export const appPageFile = 'app.html';

/** A `<link>` of index.html marked `data-home-only` (the hero image's preload). */
const homeOnlyLink = /[ \t]*<link\b[^>]*\bdata-home-only\b[^>]*>\r?\n?/g;

/**
 * Writes app.html beside index.html, without the links marked `data-home-only`: '/' gets
 * index.html (the hero image preloaded beside the scripts, for its LCP), every other page
 * app.html, so no page preloads an image it never shows (the browser warns about an unused
 * preload, and it costs the bytes; PLAT-15).
 */
export function homeOnlyPreloads(): Plugin {
  return {
    name: 'clinvia-home-only-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('clinvia-home-only-preloads: the build has no index.html');
      const appPage = index.source.replace(homeOnlyLink, '');
      if (appPage === index.source) throw new Error('clinvia-home-only-preloads: index.html has no link marked data-home-only');
      this.emitFile({ type: 'asset', fileName: appPageFile, source: appPage });
    },
  };
}
