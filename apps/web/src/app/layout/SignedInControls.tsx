import { NotificationBell } from '../../features/notifications/NotificationBell';
import type { SessionUser } from '../../lib/token';
import { UserMenu } from './UserMenu';

/**
 * The bell and the account menu: only signed-in users see them, so they load in their own
 * chunk (with TanStack Query's observers) instead of with every visitor's first page.
 */
export default function SignedInControls({ user }: { user: SessionUser }) {
  return (
    <>
      <NotificationBell />
      <div className="hidden md:block">
        <UserMenu user={user} />
      </div>
    </>
  );
}
