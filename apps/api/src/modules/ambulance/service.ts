import { randomInt } from 'node:crypto';
import { transportTimingProblems, type AmbulanceRequest, type AmbulanceRequestKind, type AmbulanceRequestStatus, type ClinicMoment } from '@clinvia/contracts/ambulance';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ambulanceRequests } from '../../db/schema';
import { validationError } from '../../lib/errors';

// Ambulance requests: the Services page's forms store them; staff see and move them along in
// the staff console (new → dispatched or scheduled → closed).

export type AmbulanceRequestRecord = typeof ambulanceRequests.$inferSelect;

/** Letters and digits that cannot be mistaken for one another when read out on the phone. */
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'AMB-' and six random characters: 31^6 ≈ 887 million references. */
export function newAmbulanceReference(pick: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += referenceAlphabet.charAt(pick(referenceAlphabet.length));
  return `AMB-${code}`;
}

export interface StoredAmbulanceRequest {
  id: string;
  reference: string;
  kind: AmbulanceRequestKind;
  status: AmbulanceRequestStatus;
}

function columnsOf(request: AmbulanceRequest) {
  if (request.kind === 'emergency') {
    return { kind: request.kind, fullName: request.fullName, phone: request.phone, location: request.location, description: request.description };
  }
  return {
    kind: request.kind,
    fullName: request.fullName,
    phone: request.phone,
    pickupAddress: request.pickupAddress,
    transportDate: request.date,
    transportTime: request.time,
    transportType: request.transportType,
    equipmentNeeded: request.equipmentNeeded,
    staffAssistance: request.staffAssistance,
  };
}

/**
 * Stores a request with status 'new' under a fresh reference. A transport must lie between
 * now and the booking window in the clinic's zone (`now`), else 400 with the field's message.
 */
export async function createAmbulanceRequest(db: Db, request: AmbulanceRequest, now: ClinicMoment): Promise<StoredAmbulanceRequest> {
  if (request.kind === 'transport') {
    const problems = transportTimingProblems(request, now);
    if (Object.keys(problems).length > 0) throw validationError('Please correct the highlighted fields.', problems);
  }
  // A clash with an existing reference is astronomically rare; draw again rather than fail.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(ambulanceRequests)
      .values({ reference: newAmbulanceReference(), ...columnsOf(request) })
      .onConflictDoNothing({ target: ambulanceRequests.reference })
      .returning({ id: ambulanceRequests.id, reference: ambulanceRequests.reference, kind: ambulanceRequests.kind, status: ambulanceRequests.status });
    if (row) return row;
  }
  throw new Error('no free ambulance reference after 5 attempts');
}

export interface AmbulanceRequestListRequest {
  status?: AmbulanceRequestStatus;
  kind?: AmbulanceRequestKind;
  page: number;
  pageSize: number;
}

export interface AmbulanceRequestPage {
  items: AmbulanceRequestRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** Requests for the staff console, newest first, optionally one status and/or kind. */
export async function listAmbulanceRequests(db: Db, request: AmbulanceRequestListRequest): Promise<AmbulanceRequestPage> {
  const filters: SQL[] = [];
  if (request.status !== undefined) filters.push(eq(ambulanceRequests.status, request.status));
  if (request.kind !== undefined) filters.push(eq(ambulanceRequests.kind, request.kind));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [items, [totalRow]] = await Promise.all([
    db
      .select()
      .from(ambulanceRequests)
      .where(where)
      .orderBy(desc(ambulanceRequests.createdAt), desc(ambulanceRequests.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ total: count() }).from(ambulanceRequests).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0, page: request.page, pageSize: request.pageSize };
}

/** One request by its reference (what the caller quotes on the phone). */
export async function findAmbulanceRequestByReference(db: Db, reference: string): Promise<AmbulanceRequestRecord | null> {
  const [row] = await db.select().from(ambulanceRequests).where(eq(ambulanceRequests.reference, reference.toUpperCase())).limit(1);
  return row ?? null;
}
