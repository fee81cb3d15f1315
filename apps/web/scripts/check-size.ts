// `npm test` stage (after the web build): the JavaScript each first-load page needs, gzip, must
// stay within the budget of issue 15; over it, the largest modules are named. Run with
// `npx tsx apps/web/scripts/check-size.ts` after `npm run build -w apps/web`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { moduleSizesFile, type ModuleSizes } from '../vite-plugins';
import { checkRoutes, formatKb, type Manifest, type RouteBudget } from './size-budget';

/**
 * Issue 15's goal was 100 KB of gzip JavaScript per first-load page (1 KB = 1,000 bytes, as Vite
 * counts); the shell's share of the UI kit, the chunk reload and the API client's error reading
 * took it to 101.2 KB, so the check holds 102 KB until the shell is cut back
 * (docs/decisions/2026-11-28-first-load-budget-102.md).
 */
const goalBytes = 102_000;

/**
 * I18N-9: i18next and react-i18next (17.4 KB gzip), the English catalogues of the first screens
 * (layout, sign-in, the home page) and the chunks the build split off around them, on every page's
 * first load: 21.5 KB to 23.5 KB more on each route below; then, with every screen converted
 * (2026-11-30), the lazy namespaces' table (20 namespaces, about 0.6 KB) and the home page's own
 * words in the bundled `site` (about 1 KB): 2 KB more (docs/decisions/2026-11-29-i18n.md,
 * 'First-load cost'). Every other screen's words load with it, outside these budgets. Then 0.4 KB
 * more (2026-11-30): a form's own checks in the page's language (I18N-11: `FieldError`'s lookup of
 * the contracts' messages and the loader of their Spanish table, which itself comes only with
 * Spanish), Spanish's clock article (I18N-4) and the `legal` namespace's entry.
 */
const i18nBytes = 25_900;

/**
 * Both first-load pages are held to the goal. The home page's carousel, below the hero, loads
 * once the first screen is up and the browser is idle (HomePage.tsx), so it is not part of the
 * home page's first load; the whole home page with it is held to its weight after issue 15
 * (docs/performance.md, 'Front end: first load and Lighthouse'), so neither grows unnoticed.
 */
const firstLoadRoutes: RouteBudget[] = [
  { path: '/', lazy: ['src/features/site/HomePage.tsx'], budgetBytes: goalBytes + i18nBytes },
  // FIND-17: the cards' languages took it from 124.6 to 125.1 KB.
  { path: '/ with its carousel', lazy: ['src/features/site/HomePage.tsx', 'src/features/doctors/RecommendedDoctors.tsx', 'src/lib/query.tsx'], budgetBytes: 125_500 + i18nBytes },
  { path: '/login', lazy: ['src/features/auth/LoginPage.tsx'], budgetBytes: goalBytes + i18nBytes },
  // PROXY-4 (the acting header in the API client), FAMILY-9 (back to the claim after registering) and
  // A11Y-2 (fields' live regions) took it from 101.6 to 102.3 KB.
  { path: '/register', lazy: ['src/features/auth/RegisterPage.tsx'], budgetBytes: 102_500 + i18nBytes },
  { path: '/find-doctor', lazy: ['src/features/doctors/FindDoctorPage.tsx'], budgetBytes: goalBytes + i18nBytes },
  // FIND-17, DOC-13: the language filter and the cards' languages took it from 119.5 to 120.0 KB;
  // I18N-1: the cards' facts in the page's language (facts.ts) and the pager's words, 1 KB more.
  { path: '/find-doctor with its directory', lazy: ['src/features/doctors/FindDoctorPage.tsx', 'src/features/doctors/FinderData.tsx', 'src/lib/query.tsx'], budgetBytes: 122_000 + i18nBytes },
];

// WEB_DIST: another build's output (e.g. one made with --outDir while a server uses dist).
const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../dist');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(dist, file), 'utf8'));

const manifest = readJson('.vite/manifest.json') as Manifest;
const moduleSizes = readJson(moduleSizesFile) as ModuleSizes;
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const reports = checkRoutes(manifest, firstLoadRoutes, gzipSize, moduleSizes);
for (const report of reports) {
  const verdict = report.over ? 'OVER' : 'ok';
  console.log(`${report.path}: ${formatKb(report.gzipBytes)} gzip of JavaScript in ${String(report.files.length)} files (budget ${formatKb(report.budgetBytes)}): ${verdict}`);
  for (const { file, gzipBytes } of report.files) console.log(`  ${formatKb(gzipBytes).padStart(9)}  ${file}`);
  if (report.over) {
    console.log('  largest modules (gzip, estimated from their share of each chunk):');
    for (const { module, gzipBytes } of report.largest) console.log(`  ${formatKb(gzipBytes).padStart(9)}  ${module}`);
  }
}
if (reports.some((report) => report.over)) process.exit(1);
