// `node scripts/server-build.mjs <outfile>`: the server `npm start` runs, apps/api/src/main.ts
// and the workspace packages it imports (contracts, the prediction service) bundled into one
// JavaScript file by esbuild. Running it instead of the TypeScript through tsx's loader spares
// the loader's own thread and its compiled sources: ~70 MB of resident memory
// (docs/performance.md). Dependencies stay in node_modules. start.mjs runs this in a child
// process, so the server never holds the bundler.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Sources find files beside them from `import.meta.url` (migrations, model artefacts, the seed
 * script). In a bundle that would be the bundle's URL, so each source's own URL is written in,
 * relative to the bundle: the checkout can move and the bundle still finds them.
 */
function sourceUrlOf(outDir) {
  return {
    name: 'source-url',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        const fromBundle = relative(outDir, args.path).split(sep).join('/');
        const contents = (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * esbuild escapes every non-ASCII character of the code (charset 'ascii'), but not of the comments
 * it keeps (e.g. '→' in a schema's doc comment). One such character and V8 holds the whole bundle's
 * source, kept for lazy compilation, as two bytes a character: ~1.3 MB more of the heap for good
 * (PERF-9, issue 39.3). Each is written as '?', one character for one, so the source map's
 * columns stay right.
 */
function asciiOnly(code) {
  // Without the u flag a character beyond U+FFFF is two UTF-16 units, each replaced.
  return code.replace(/[\u0080-\uffff]/g, '?');
}

/** Bundles the server into `outfile`, with its source map beside it; each file is replaced atomically. */
export async function buildServer(root, outfile) {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'apps/api/src/main.ts')],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.18',
    // For error stacks that name the TypeScript files and lines (start.mjs enables source maps).
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'dependencies-stay-external',
        setup(builder) {
          // Only the workspace packages (TypeScript, no build of their own) are bundled.
          builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@clinvia/') ? undefined : { external: true }));
        },
      },
      sourceUrlOf(dirname(outfile)),
    ],
  });
  await mkdir(dirname(outfile), { recursive: true });
  // Renamed into place: a server starting meanwhile reads an old bundle or the new one, never half of one.
  for (const file of outputFiles) {
    const staging = `${file.path}.${String(process.pid)}.tmp`;
    await writeFile(staging, file.path.endsWith('.map') ? file.contents : asciiOnly(file.text));
    await rename(staging, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outfile = process.argv[2];
  if (outfile === undefined) throw new Error('usage: node scripts/server-build.mjs <outfile>');
  await buildServer(resolve(dirname(fileURLToPath(import.meta.url)), '..'), resolve(outfile));
}
