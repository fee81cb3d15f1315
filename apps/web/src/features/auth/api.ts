import type { SessionUserDto } from '@clinvia/contracts/auth';
import type { SessionUser } from '../../lib/token';

// What the sign-in screens share beyond the operations they call (each call is the operation's
// own, through `call` or lib/operation-queries).

/** The session's view of the user the API answered. */
export function toSessionUser(user: SessionUserDto): SessionUser {
  return { id: user.id, role: user.role, name: user.name, email: user.email, username: user.username, profileImage: user.profileImage, status: user.status };
}

export { applyFieldErrors, reasonOf } from '../../lib/api';
