import { NotificationBell } from '../../components/NotificationBell';
import type { SessionUser } from '../../lib/token';
import { QueryScope } from '../../lib/query';
import { UserMenu } from './UserMenu';

/**
 * The bell and the account menu: only signed-in users see them, so they load in their own
 * chunk (with TanStack Query, which the bell reads through) instead of with every visitor's first page.
 */
export default function SignedInControls({ user }: { user: SessionUser }) {
  return (
    <QueryScope>
      <NotificationBell />
      <div className="hidden md:block">
        <UserMenu user={user} />
      </div>
    </QueryScope>
  );
}
