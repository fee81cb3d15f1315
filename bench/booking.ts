import autocannon from 'autocannon';
import { benchPassword } from './prepare';

// Booking under load (issue 10): throughput over distinct free slots, and 100 patients racing
// for the same 10 slots, where exactly one booking per slot may win.

export interface Session {
  id: string;
  token: string;
}

export async function signIn(baseUrl: string, email: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: benchPassword }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${String(response.status)}`);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  return { id: user.id, token };
}

interface Slot {
  doctorId: string;
  date: string;
  time: string;
}

interface SlotsBody {
  days: { date: string; slots: { time: string; available: boolean }[] }[];
}

/** A doctor's free slots from tomorrow on (today's may begin during the run). */
async function freeSlots(baseUrl: string, doctorId: string): Promise<Slot[]> {
  const response = await fetch(`${baseUrl}/api/doctors/${doctorId}/slots`);
  if (!response.ok) throw new Error(`The slots of doctor ${doctorId} answered ${String(response.status)}: ${await response.text()}`);
  const body = (await response.json()) as SlotsBody;
  return body.days.slice(1).flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ doctorId, date: day.date, time: slot.time })));
}

export interface OpenDoctor {
  doctorId: string;
  slots: Slot[];
}

/**
 * Up to `count` listed doctors with free slots from tomorrow on, best rated first. Earlier
 * bench runs on the same database filled the first doctors' calendars, so the directory is
 * paged until enough are found.
 */
export async function doctorsWithFreeSlots(baseUrl: string, count: number): Promise<OpenDoctor[]> {
  const found: OpenDoctor[] = [];
  for (let page = 1; found.length < count && page <= 50; page += 1) {
    const response = await fetch(`${baseUrl}/api/doctors?sort=rating&pageSize=50&page=${String(page)}`);
    if (!response.ok) throw new Error(`The directory's page ${String(page)} answered ${String(response.status)}`);
    const { items } = (await response.json()) as { items: { user_id: string; next_available_date: string | null }[] };
    if (items.length === 0) break;
    for (const doctor of items) {
      if (found.length === count) break;
      if (doctor.next_available_date === null) continue;
      const slots = await freeSlots(baseUrl, doctor.user_id);
      if (slots.length > 0) found.push({ doctorId: doctor.user_id, slots });
    }
  }
  return found;
}

function bookingBody(patient: Session, slot: Slot): string {
  return JSON.stringify({
    selectedDate: slot.date,
    selectedTime: slot.time,
    appointmentType: 'Consultation',
    appointmentReason: 'Benchmark booking: recurring headaches',
    isInsurance: 'false',
    patientName: 'Bench Patient',
    patientEmail: 'bench@clinvia.test',
    patientPhone: '4155550100',
    patientId: patient.id,
    doctorId: slot.doctorId,
  });
}

export type StatusCounts = Record<string, number>;

function count(counts: StatusCounts, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

export interface ThroughputResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bookings: number;
  statuses: StatusCounts;
}

/**
 * POST book-appointment once per free slot, `connections` at a time. Patient k books the
 * k-th doctor free at a date and time, so no patient holds two bookings at one time: every
 * answer should be 201.
 */
export async function bookingThroughput(baseUrl: string, patients: readonly Session[], slots: readonly Slot[], connections: number): Promise<ThroughputResult> {
  const seen = new Map<string, number>();
  const plan = slots.flatMap((slot) => {
    const key = `${slot.date} ${slot.time}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    const patient = patients[k];
    return patient ? [{ patient, slot }] : [];
  });
  if (plan.length === 0) throw new Error('No free slot to book: the bench needs doctors with free slots (seed a fresh database)');
  const statuses: StatusCounts = {};
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/patients/book-appointment`,
    connections,
    amount: plan.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const item = plan[next % plan.length];
          next += 1;
          if (!item) return request;
          return {
            ...request,
            body: bookingBody(item.patient, item.slot),
            headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${item.patient.token}` },
          };
        },
        onResponse: (status) => {
          count(statuses, String(status));
        },
      },
    ],
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bookings: plan.length, statuses };
}

export interface ContentionResult {
  requests: number;
  seconds: number;
  won: number;
  slotsWonTwice: number;
  statuses: StatusCounts;
}

/** Every racer tries every one of `slots` at once, in its own random order. */
export async function contention(baseUrl: string, racers: readonly Session[], slots: readonly Slot[]): Promise<ContentionResult> {
  const statuses: StatusCounts = {};
  const winners = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    racers.map(async (racer) => {
      const order = [...slots].sort(() => Math.random() - 0.5);
      await Promise.all(
        order.map(async (slot) => {
          const response = await fetch(`${baseUrl}/api/patients/book-appointment`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${racer.token}` },
            body: bookingBody(racer, slot),
          });
          const body = (await response.json()) as { error?: { code: string } };
          count(statuses, response.status === 409 ? `409 ${body.error?.code ?? ''}` : String(response.status));
          if (response.status === 201) {
            const key = `${slot.doctorId} ${slot.date} ${slot.time}`;
            winners.set(key, (winners.get(key) ?? 0) + 1);
          }
        }),
      );
    }),
  );
  const won = [...winners.values()].reduce((sum, wins) => sum + wins, 0);
  return {
    requests: racers.length * slots.length,
    seconds: (performance.now() - started) / 1000,
    won,
    slotsWonTwice: [...winners.values()].filter((wins) => wins > 1).length,
    statuses,
  };
}
