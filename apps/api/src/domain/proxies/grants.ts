import type { ProxyScope } from '@clinvia/contracts/proxies';
import { and, eq, gte, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proxyGrants, users } from '../../db/schema';
import type { AuthUser } from '../sessions/users';

// PROXY-4, PROXY-7: the grant a request made while acting stands on. Read from the database on
// every such request, never cached, so a revoked, left or expired grant is refused at once on
// every replica. Shared by the authenticate plugin (which checks it) and the proxies module
// (which lists the same rule's grants), so 'active' means one thing.

/** An accepted grant, not revoked or left, whose last day (`ends_on`, in the clinic's zone) is not past. */
export function activeGrantWhere(today: string) {
  return and(isNotNull(proxyGrants.acceptedAt), isNull(proxyGrants.revokedAt), isNull(proxyGrants.leftAt), or(isNull(proxyGrants.endsOn), gte(proxyGrants.endsOn, today)));
}

export interface ActiveGrant {
  grantId: string;
  scopes: ProxyScope[];
  /** The patient acted for, as the routes will see them (`request.user`). */
  patient: AuthUser;
}

/**
 * The active grant by which `proxyUserId` acts for `patientId` on the clinic's `today`, with the
 * patient as a signed-in user would be; null when there is none or the patient's account is
 * disabled (no one acts for an account that cannot act itself).
 */
export async function activeGrant(db: Db, proxyUserId: string, patientId: string, today: string): Promise<ActiveGrant | null> {
  const [row] = await db
    .select({
      grantId: proxyGrants.id,
      scopes: proxyGrants.scopes,
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      status: users.status,
      tokenVersion: users.tokenVersion,
      totpEnabledAt: users.totpEnabledAt,
      language: users.language,
    })
    .from(proxyGrants)
    .innerJoin(users, eq(users.id, proxyGrants.patientId))
    .where(and(eq(proxyGrants.proxyUserId, proxyUserId), eq(proxyGrants.patientId, patientId), activeGrantWhere(today), eq(users.role, 'patient'), ne(users.status, 'disabled')))
    .limit(1);
  if (!row) return null;
  const { grantId, scopes, totpEnabledAt, ...user } = row;
  // A patient: no staff record, no photo.
  return { grantId, scopes, patient: { ...user, staffApproved: false, staffAdministrator: false, faceUrl: null, totpEnabled: totpEnabledAt !== null } };
}
