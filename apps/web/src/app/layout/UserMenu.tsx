import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { useDismiss } from '../../components/useDismiss';
import { useSession } from '../../lib/session';
import type { SessionUser } from '../../lib/token';
import { profilePathFor } from './navigation';

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/** The signed-in user's menu (SHELL-5): name, role, Your Profile, Settings, Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useSession();
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((reason: 'escape' | 'outside' | 'choice') => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  }, []);
  useDismiss(open, container, close);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // WAI-ARIA menu pattern: arrows move between items, Home/End jump, Tab leaves and closes.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      all[(target + all.length) % all.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  // Opening moves focus into the menu, as the menu-button pattern expects.
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menuFor', { name: user.name })}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
        className="inline-flex items-center rounded-full p-0.5 hover:ring-2 hover:ring-teal-200"
      >
        <Avatar name={user.name} src={user.profileImage} size={36} />
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-label={t('account.menu')}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        <div className="border-b border-slate-200 px-4 py-3">
          <p className="truncate font-medium text-slate-900">{user.name}</p>
          <p className="text-sm text-slate-600">{t(`roles.${user.role}`)}</p>
        </div>
        <Link role="menuitem" tabIndex={-1} to={profilePathFor(user.role)} className={itemClass} onClick={() => { close('choice'); }}>
          {t('account.profile')}
        </Link>
        <Link role="menuitem" tabIndex={-1} to="/settings" className={itemClass} onClick={() => { close('choice'); }}>
          {t('account.settings')}
        </Link>
        {user.role === 'patient' && (
          // RECORD-1: the patient's whole record.
          <Link role="menuitem" tabIndex={-1} to="/record" className={itemClass} onClick={() => { close('choice'); }}>
            {t('account.record')}
          </Link>
        )}
        {user.role === 'patient' && (
          // CONSENT-5: where a patient looks for the forms they signed.
          <Link role="menuitem" tabIndex={-1} to="/consents" className={itemClass} onClick={() => { close('choice'); }}>
            {t('account.consents')}
          </Link>
        )}
        <button
          role="menuitem"
          tabIndex={-1}
          type="button"
          className={`${itemClass} border-t border-slate-200`}
          onClick={() => {
            close('choice');
            signOut();
            void navigate('/login');
          }}
        >
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}
