import { pageGroupTitles, publicPages, type PageGroup } from '@clinvia/contracts/site';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';

const groups = Object.keys(pageGroupTitles) as PageGroup[];

/** Every page of the portal by topic (the same list as sitemap.xml, plus the signed-in pages). */
export default function SitemapPage() {
  return (
    <section className="page-container py-10 sm:py-14">
      <title>Sitemap · Clinvia</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Sitemap</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">Every page of Clinvia. Pages marked ‘Sign-in required’ open after you sign in.</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`sitemap-${group}`} className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 id={`sitemap-${group}`} className="text-lg font-semibold text-slate-900">
              {pageGroupTitles[group]}
            </h2>
            <ul className="mt-3 space-y-2">
              {publicPages
                .filter((page) => page.group === group)
                .map((page) => (
                  <li key={page.path} className="flex flex-wrap items-center gap-x-2">
                    <Link to={page.path} className="font-medium text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline">
                      {page.title}
                    </Link>
                    {page.signInRequired ? (
                      <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                        <Lock className="size-3" aria-hidden="true" />
                        Sign-in required
                      </span>
                    ) : null}
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
