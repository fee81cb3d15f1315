import { ambulanceTransitions, type AmbulanceQueueItem, type AmbulanceStatus, staffAnswerMessages } from '@clinvia/contracts/staff';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ambulanceRequests, users } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';

// The ambulance queue: requests from the Services page, moved along by staff
// (new → dispatched or scheduled → closed) with a running log of notes.

const handler = alias(users, 'handler');

function selectRequests(db: Pick<Db, 'select'>) {
  return db.select({ request: ambulanceRequests, handlerName: handler.name }).from(ambulanceRequests).leftJoin(handler, eq(handler.id, ambulanceRequests.handledBy));
}

type Row = Awaited<ReturnType<typeof selectRequests>>[number];

function toAmbulanceRequest({ request, handlerName }: Row): AmbulanceQueueItem {
  return {
    id: request.id,
    reference: request.reference,
    kind: request.kind,
    full_name: request.fullName,
    phone: request.phone,
    location: request.location,
    description: request.description,
    pickup_address: request.pickupAddress,
    transport_date: request.transportDate,
    transport_time: request.transportTime,
    transport_type: request.transportType,
    equipment_needed: request.equipmentNeeded,
    staff_assistance: request.staffAssistance,
    status: request.status,
    staff_notes: request.staffNotes,
    handled_by: handlerName,
    handled_at: request.handledAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
  };
}

export async function ambulanceRequestPage(db: Db, query: { status?: AmbulanceStatus | undefined; open?: 'true' | 'false' | undefined; page: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(ambulanceRequests.status, query.status));
  if (query.open === 'true') conditions.push(ne(ambulanceRequests.status, 'closed'));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      // Emergencies waiting for someone first, then newest first.
      .orderBy(sql`(${ambulanceRequests.kind} = 'emergency' and ${ambulanceRequests.status} = 'new') desc`, desc(ambulanceRequests.createdAt), desc(ambulanceRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(ambulanceRequests).where(where),
  ]);
  return { items: rows.map(toAmbulanceRequest), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Moves a request along one allowed step. The note is appended to the request's log with who
 * wrote it and when, so the next person on shift sees the whole story.
 */
export async function changeAmbulanceStatus(
  db: Db,
  id: string,
  change: { status: AmbulanceStatus; note?: string | undefined },
  staffMember: { id: string; name: string },
  clinicTimeZone: string,
): Promise<AmbulanceQueueItem> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(ambulanceRequests).where(eq(ambulanceRequests.id, id)).for('update');
    if (!current) throw notFound(staffAnswerMessages.noAmbulanceRequest);
    if (!ambulanceTransitions[current.status].includes(change.status)) {
      throw conflict(`A request that is ${current.status} cannot become ${change.status}.`);
    }
    if (change.status === 'dispatched' && current.kind !== 'emergency') throw conflict(staffAnswerMessages.onlyEmergencyDispatched);
    if (change.status === 'scheduled' && current.kind !== 'transport') throw conflict(staffAnswerMessages.onlyTransportScheduled);
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: clinicTimeZone }).format(new Date());
    const line = `${when}, ${staffMember.name}: ${change.status}${change.note ? `. ${change.note}` : ''}`;
    await tx
      .update(ambulanceRequests)
      .set({
        status: change.status,
        staffNotes: current.staffNotes ? `${current.staffNotes}\n${line}` : line,
        handledBy: staffMember.id,
        handledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(ambulanceRequests.id, id));
    const [row] = await selectRequests(tx).where(eq(ambulanceRequests.id, id));
    if (!row) throw notFound(staffAnswerMessages.noAmbulanceRequest);
    return toAmbulanceRequest(row);
  });
}
