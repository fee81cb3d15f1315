import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { useSession } from '../../lib/session';
import { mainLinksFor, profilePathFor } from './navigation';
import { ButtonLink } from '../../components/ui/Button';
import { LanguageSwitcher } from './LanguageSwitcher';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800';

/**
 * The collapsible menu's content below md (SHELL-6): the main links plus the account. NavBar
 * holds the panel and loads this on the first opening (it is not needed before).
 */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, signOut } = useSession();
  const { t } = useTranslation('layout');
  const navigate = useNavigate();

  return (
    <>
      <nav aria-label={t('mainNavMobile')} className="page-container py-3">
        <ul className="space-y-1">
          {mainLinksFor(user?.role).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={onClose}>
                {t(`links.${link.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="page-container border-t border-slate-200 py-3">
        <LanguageSwitcher />
      </div>
      <div className="page-container border-t border-slate-200 py-4">
        {user === null ? (
          <div className="flex gap-3">
            <ButtonLink to="/login" onClick={onClose} variant="secondary" className="flex-1">
              {t('login')}
            </ButtonLink>
            <ButtonLink to="/register" onClick={onClose} className="flex-1">
              {t('signUp')}
            </ButtonLink>
          </div>
        ) : (
          <>
            <div className="flex items-center gap-3 px-3">
              {/* SHELL-13: the person's name, as the desktop menu shows it, not the e-mail's first part. */}
              <Avatar name={user.name} src={user.profileImage} size={40} />
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{user.name}</p>
                <p className="truncate text-sm text-slate-600">
                  {t(`roles.${user.role}`)} · {user.email}
                </p>
              </div>
            </div>
            <ul className="mt-3 space-y-1">
              <li>
                <Link to="/settings" onClick={onClose} className={linkClass}>
                  {t('account.settings')}
                </Link>
              </li>
              {user.role === 'patient' && (
                // RECORD-1: as in the desktop account menu.
                <li>
                  <Link to="/record" onClick={onClose} className={linkClass}>
                    {t('account.record')}
                  </Link>
                </li>
              )}
              {user.role === 'patient' && (
                // CONSENT-5: as in the desktop account menu.
                <li>
                  <Link to="/consents" onClick={onClose} className={linkClass}>
                    {t('account.consents')}
                  </Link>
                </li>
              )}
              <li>
                <Link to={profilePathFor(user.role)} onClick={onClose} className={linkClass}>
                  {t('account.profile')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={`${linkClass} w-full text-left`}
                  onClick={() => {
                    onClose();
                    signOut();
                    void navigate('/login');
                  }}
                >
                  {t('account.logout')}
                </button>
              </li>
            </ul>
          </>
        )}
      </div>
    </>
  );
}
