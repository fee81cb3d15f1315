import type { StaffMember } from '@clinvia/contracts/staff';
import { staffMessages, staffAnswerMessages } from '@clinvia/contracts/staff';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staff, users } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';

/** Approved staff members, administrators first. */
export async function staffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      department: staff.department,
      position: staff.position,
      administrator: staff.administrator,
      status: users.status,
    })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(staff.approved, true))
    .orderBy(asc(users.name));
  return rows
    .map(({ status, ...row }) => ({ ...row, active: status !== 'disabled' }))
    .sort((a, b) => Number(b.administrator) - Number(a.administrator));
}

/**
 * Makes an approved staff member an administrator or takes the role away. The last active
 * administrator keeps it, so the installation is never left without one.
 */
export async function setAdministrator(db: Db, id: string, administrator: boolean): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ approved: staff.approved }).from(staff).where(eq(staff.userId, id)).for('update');
    if (!target?.approved) throw notFound(staffAnswerMessages.noStaffMember);
    if (!administrator) {
      // Locks the administrators' rows (their status too) so two administrators cannot demote
      // or deactivate each other at once.
      const others = await tx
        .select({ id: staff.userId })
        .from(staff)
        .innerJoin(users, eq(users.id, staff.userId))
        .where(and(eq(staff.administrator, true), ne(staff.userId, id), ne(users.status, 'disabled')))
        .for('update', { of: [staff, users] });
      if (others.length === 0) throw conflict(staffMessages.lastAdministrator);
    }
    await tx.update(staff).set({ administrator }).where(eq(staff.userId, id));
    return memberOf(tx, id);
  });
}

/** One approved staff member in the console's shape, or a 404. */
async function memberOf(db: Pick<Db, 'select'>, id: string): Promise<StaffMember> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, department: staff.department, position: staff.position, administrator: staff.administrator, status: users.status })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.userId, id), eq(staff.approved, true)));
  if (!row) throw notFound(staffAnswerMessages.noStaffMember);
  const { status, ...member } = row;
  return { ...member, active: status !== 'disabled' };
}

/**
 * Takes an approved member's staff access away (issue 20): the account is disabled and its
 * token version bumped, so every session ends at once on every replica and no staff route
 * answers it again. Administrators' rows are locked, and the acting administrator must still be
 * an active one, so two administrators cannot deactivate each other at the same moment and
 * leave the installation without one (a lock that waited re-reads the rows, and the actor must
 * still be among them). Nobody deactivates themselves.
 */
export async function deactivateStaffMember(db: Db, id: string, actorId: string): Promise<StaffMember> {
  if (id === actorId) throw conflict(staffMessages.deactivateSelf);
  return db.transaction(async (tx) => {
    const administrators = await tx
      .select({ id: staff.userId })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .where(and(eq(staff.administrator, true), eq(staff.approved, true), ne(users.status, 'disabled')))
      // Both tables: PostgreSQL re-reads only locked rows when a lock waited, and the status is on users.
      .for('update', { of: [staff, users] });
    if (!administrators.some((administrator) => administrator.id === actorId)) throw forbidden(staffMessages.administratorOnly);
    const target = await memberOf(tx, id);
    if (!target.active) throw conflict(staffMessages.alreadyDeactivated);
    await tx
      .update(users)
      .set({ status: 'disabled', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id));
    return { ...target, active: false };
  });
}

/** Gives an approved member's staff access back; they sign in again with their own password. */
export async function reactivateStaffMember(db: Db, id: string): Promise<StaffMember> {
  const target = await memberOf(db, id);
  if (target.active) throw conflict(staffMessages.alreadyActive);
  await db.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, id));
  return { ...target, active: true };
}

/** How many active administrators there are (create-admin checks for the first one). */
export async function administratorCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.administrator, true), eq(staff.approved, true), ne(users.status, 'disabled')));
  return row?.value ?? 0;
}

export interface AdministratorRequest {
  email: string;
  name: string;
  /** Needed only to create a new account; an existing staff member keeps their password. */
  password?: string | undefined;
}

/**
 * `npm run create-admin`: makes an existing staff member an approved administrator, or creates
 * a new staff account that is one. Other roles' accounts are refused (their e-mail is taken).
 */
export async function createOrPromoteAdministrator(db: Db, request: AdministratorRequest): Promise<'created' | 'promoted'> {
  const email = request.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (existing) {
    if (existing.role !== 'staff') throw new Error(`${email} belongs to a ${existing.role} account; an administrator needs a staff account of its own.`);
    await db.transaction(async (tx) => {
      await tx.update(staff).set({ approved: true, administrator: true, rejectionReason: null }).where(eq(staff.userId, existing.id));
      await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, existing.id));
    });
    return 'promoted';
  }
  if (request.password === undefined) throw new Error('A new account needs a password.');
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ role: 'staff', name: request.name, email, phone: '', passwordHash, status: 'active' })
      .returning({ id: users.id });
    if (!user) throw new Error('insert into users returned no row');
    await tx.insert(staff).values({ userId: user.id, department: 'Administration', position: 'Administrator', employeeId: 'ADMIN', approved: true, administrator: true });
  });
  return 'created';
}
