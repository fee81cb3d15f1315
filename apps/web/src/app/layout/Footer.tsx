import { Mail, MessageCircle, Rss, Share2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/Logo';

const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/contact', label: 'Contact' },
  { to: '/accessibility', label: 'Accessibility' },
  { to: '/sitemap', label: 'Sitemap' },
] as const;

/** SPEC §2: placeholder items without a target. */
const resources = ['Health Resources', 'Wellness Tips', 'FAQ', 'Support'] as const;

/** SPEC shows social icons but no targets, so they are labelled images, not dead links. */
const socials = [
  { label: 'Clinvia community', Icon: MessageCircle },
  { label: 'Clinvia news feed', Icon: Rss },
  { label: 'Clinvia by e-mail', Icon: Mail },
  { label: 'Share Clinvia', Icon: Share2 },
] as const;

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-slate-900';

export function Footer() {
  const emailId = useId();

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900">
            <LogoMark className="size-7" />
            Clinvia
          </Link>
          <p className="mt-3 text-sm text-slate-600">Care that fits your life: find doctors, book visits and check your health in one place.</p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                <span role="img" aria-label={label} className="inline-flex size-9 items-center justify-center rounded-full bg-white text-slate-600 ring-1 ring-slate-200">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            Company
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-600 hover:text-teal-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Resources</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600">
            {resources.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>Newsletter</h2>
          <form
            className="mt-3"
            onSubmit={(event) => {
              // Subscriptions are stored by a later issue; until then the page must not reload.
              event.preventDefault();
            }}
          >
            <label htmlFor={emailId} className="block text-sm text-slate-600">
              Health tips and news, once a month.
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
              <input
                id={emailId}
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder="you@example.com"
                className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
              />
              <button type="submit" className="rounded-md bg-teal-700 px-4 py-2 text-sm font-medium text-white hover:bg-teal-800">
                Subscribe
              </button>
            </div>
          </form>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="page-container py-6 text-center text-sm text-slate-600">© 2025 Clinvia. All rights reserved.</p>
      </div>
    </footer>
  );
}
