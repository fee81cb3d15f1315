import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LogoMark } from '../../components/Logo';
import { useSession } from '../../lib/session';
import type { SessionUser } from '../../lib/token';
import { mainLinksFor } from './navigation';
import { useScrolled } from './useScrolled';
import { buttonClass } from '../../components/ui/Button';
import { LanguageSwitcher } from './LanguageSwitcher';

const SignedInControls = lazy(() => import('./SignedInControls'));
const MobileMenu = lazy(() => import('./MobileMenu'));
const ActingBar = lazy(() => import('./ActingBar'));

/** Holds the bell's and the avatar's places while their code loads, so nothing shifts. */
function SignedInPlaceholder() {
  return (
    <>
      <span className="inline-block size-10" aria-hidden="true" />
      <span className="hidden size-10 lg:inline-block" aria-hidden="true" />
    </>
  );
}

/**
 * The bell and the account menu (with TanStack Query, which the bell reads through) are fetched
 * once the first page is on screen, so they do not hold up the page's own code (PERF-7); their
 * placeholder keeps their place meanwhile.
 */
function SignedInControlsAfterPage({ user, pageShown }: { user: SessionUser; pageShown: boolean }) {
  if (!pageShown) return <SignedInPlaceholder />;
  return (
    <Suspense fallback={<SignedInPlaceholder />}>
      <SignedInControls user={user} />
    </Suspense>
  );
}

const MOBILE_MENU_ID = 'mobile-menu';

/** `pageShown`: the first page is on screen (the signed-in controls load after it). */
export function NavBar({ pageShown }: { pageShown: boolean }) {
  const { user } = useSession();
  const { t } = useTranslation('layout');
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's content loads on the first opening and then stays (hidden when closed).
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpen && !menuWanted) setMenuWanted(true);
  const { pathname } = useLocation();

  // A new page closes the mobile menu, however the user got there.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200 ${
        scrolled ? 'border-slate-200 bg-white shadow-md' : 'border-transparent bg-white/90 backdrop-blur'
      }`}
    >
      <div className="page-container flex h-16 items-center justify-between gap-2 lg:gap-4">
        <Link to="/" className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-slate-900">
          <LogoMark />
          {t('brand')}
        </Link>

        <nav aria-label={t('mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainLinksFor(user?.role).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800"
                >
                  {t(`links.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden lg:flex" />
          {user === null ? (
            <div className="hidden items-center gap-2 lg:flex">
              <NavLink
                to="/login"
                className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800"
              >
                {t('login')}
              </NavLink>
              <NavLink to="/register" className={buttonClass({ className: 'whitespace-nowrap aria-[current=page]:bg-teal-800' })}>
                {t('signUp')}
              </NavLink>
            </div>
          ) : (
            <SignedInControlsAfterPage user={user} pageShown={pageShown} />
          )}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('menu')}
            onClick={() => {
              setMenuOpen((wasOpen) => !wasOpen);
            }}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {/* PROXY-4: 'Acting for', for a patient who may act for someone, once the page is on screen. */}
      {user?.role === 'patient' && pageShown ? (
        <Suspense fallback={null}>
          <ActingBar user={user} />
        </Suspense>
      ) : null}
      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-slate-200 bg-white lg:hidden">
        {menuWanted ? (
          <Suspense fallback={<p className="page-container py-3 text-slate-600">{t('loading')}</p>}>
            <MobileMenu
              onClose={() => {
                setMenuOpen(false);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
