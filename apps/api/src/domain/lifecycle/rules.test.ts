import { appointmentStatuses, type AppointmentStatus } from '@clinvia/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { refusalOf, statusReasonOf, transitionTo, transitions, type LifecycleActor, type Subject, type Transition } from './rules';

const patient: LifecycleActor = { id: 'p1', role: 'patient', staffApproved: false };
const otherPatient: LifecycleActor = { id: 'p2', role: 'patient', staffApproved: false };
const doctor: LifecycleActor = { id: 'd1', role: 'doctor', staffApproved: false };
const otherDoctor: LifecycleActor = { id: 'd2', role: 'doctor', staffApproved: false };
const staff: LifecycleActor = { id: 's1', role: 'staff', staffApproved: true };
const unapprovedStaff: LifecycleActor = { id: 's2', role: 'staff', staffApproved: false };

const subject = (status: AppointmentStatus | null, begun: boolean): Subject => ({ patientId: 'p1', doctorId: 'd1', status, begun });

/** The status each transition starts from in its allowed case, and whether the visit has begun then. */
const allowedFrom: Record<Transition, { status: AppointmentStatus | null; begun: boolean }> = {
  book: { status: null, begun: false },
  confirm: { status: 'pending', begun: false },
  decline: { status: 'pending', begun: false },
  cancel: { status: 'confirmed', begun: false },
  reschedule: { status: 'confirmed', begun: false },
  complete: { status: 'confirmed', begun: true },
  no_show: { status: 'confirmed', begun: true },
  attend: { status: 'pending', begun: false },
};

const actors = { patient, doctor, staff } as const;

/** The table, written out here rather than read from rules.ts, so a change there fails. */
const expectedWho: Record<Transition, string> = {
  book: 'patient staff',
  confirm: 'doctor staff',
  decline: 'doctor',
  cancel: 'patient doctor staff',
  reschedule: 'patient doctor staff',
  complete: 'doctor staff',
  no_show: 'doctor staff',
  attend: 'patient',
};

describe('who may make each transition (LIFE-4)', () => {
  const cases = transitions.flatMap((transition) =>
    (['patient', 'doctor', 'staff'] as const).map((role) => ({ transition, role, allowed: expectedWho[transition].split(' ').includes(role) })),
  );

  it.each(cases)('$transition by $role: allowed $allowed', ({ transition, role, allowed }) => {
    const from = allowedFrom[transition];
    const refusal = refusalOf(transition, actors[role], subject(from.status, from.begun));
    if (allowed) expect(refusal).toBeNull();
    else expect(refusal).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it.each(transitions)('%s: refuses another patient, another doctor and unapproved staff with 403', (transition) => {
    const from = allowedFrom[transition];
    for (const actor of [otherPatient, otherDoctor, unapprovedStaff]) {
      expect(refusalOf(transition, actor, subject(from.status, from.begun))).toMatchObject({ status: 403 });
    }
  });
});

describe('from which status, and when (LIFE-1, LIFE-5)', () => {
  /** Every status the transition is allowed from, for an actor who may make it. */
  function allowedStatuses(transition: Exclude<Transition, 'book'>, actor: LifecycleActor, begun: boolean): AppointmentStatus[] {
    return appointmentStatuses.filter((status) => refusalOf(transition, actor, subject(status, begun)) === null);
  }

  it('confirms only a pending request, before or after its time', () => {
    for (const actor of [doctor, staff]) {
      expect(allowedStatuses('confirm', actor, false)).toEqual(['pending']);
      expect(allowedStatuses('confirm', actor, true)).toEqual(['pending']);
    }
    expect(refusalOf('confirm', doctor, subject('confirmed', false))).toMatchObject({ status: 409, code: 'status_unchanged' });
    expect(refusalOf('confirm', doctor, subject('cancelled', false))).toMatchObject({ status: 409, code: 'status_final' });
  });

  it('declines only a pending request', () => {
    expect(allowedStatuses('decline', doctor, false)).toEqual(['pending']);
    expect(refusalOf('decline', doctor, subject('confirmed', false))).toMatchObject({ status: 409, code: 'invalid_transition' });
    expect(refusalOf('decline', doctor, subject('completed', true))).toMatchObject({ status: 409, code: 'status_final' });
  });

  it("takes the patient's 'I'll be there' on a pending or confirmed visit before it begins (LIFE-8)", () => {
    expect(allowedStatuses('attend', patient, false)).toEqual(['pending', 'confirmed']);
    expect(allowedStatuses('attend', patient, true)).toEqual([]);
    expect(refusalOf('attend', patient, subject('cancelled', false))).toMatchObject({ status: 409, code: 'appointment_not_active' });
    expect(refusalOf('attend', patient, subject('confirmed', true))).toMatchObject({ status: 409, code: 'appointment_begun' });
    expect(statusReasonOf('attend', 'patient', null)).toBeNull();
  });

  it('lets the patient cancel or move an active appointment only before it begins, with the patients area codes', () => {
    expect(allowedStatuses('cancel', patient, false)).toEqual(['pending', 'confirmed']);
    expect(allowedStatuses('cancel', patient, true)).toEqual([]);
    expect(allowedStatuses('reschedule', patient, false)).toEqual(['pending', 'confirmed']);
    expect(allowedStatuses('reschedule', staff, false)).toEqual(['pending', 'confirmed']);
    expect(refusalOf('cancel', patient, subject('pending', true))).toMatchObject({ status: 409, code: 'appointment_begun' });
    expect(refusalOf('reschedule', staff, subject('confirmed', true))).toMatchObject({ status: 409, code: 'appointment_begun' });
    for (const status of ['completed', 'cancelled', 'no_show'] as const) {
      expect(refusalOf('cancel', patient, subject(status, false))).toMatchObject({ status: 409, code: 'appointment_not_active' });
    }
  });

  it('lets the doctor and staff cancel an active appointment at any time', () => {
    for (const actor of [doctor, staff]) {
      expect(allowedStatuses('cancel', actor, false)).toEqual(['pending', 'confirmed']);
      expect(allowedStatuses('cancel', actor, true)).toEqual(['pending', 'confirmed']);
    }
  });

  it('completes or marks no-show a confirmed visit only once it has begun; both are final', () => {
    for (const transition of ['complete', 'no_show'] as const) {
      for (const actor of [doctor, staff]) {
        expect(allowedStatuses(transition, actor, true)).toEqual(['confirmed']);
        expect(allowedStatuses(transition, actor, false)).toEqual([]);
      }
    }
    expect(refusalOf('no_show', doctor, subject('confirmed', false))).toMatchObject({ status: 409, code: 'no_show_not_begun' });
    expect(refusalOf('complete', doctor, subject('confirmed', false))).toMatchObject({ status: 409, code: 'visit_not_begun' });
    expect(refusalOf('no_show', staff, subject('pending', true))).toMatchObject({ status: 409, code: 'invalid_transition' });
    expect(refusalOf('cancel', staff, subject('no_show', true))).toMatchObject({ status: 409, code: 'status_final' });
    expect(refusalOf('complete', doctor, subject('no_show', true))).toMatchObject({ status: 409, code: 'status_final' });
  });

  it('checks who before what: a stranger hears 403 even for a move the status would refuse', () => {
    expect(refusalOf('complete', otherDoctor, subject('cancelled', false))).toMatchObject({ status: 403 });
    expect(refusalOf('cancel', otherPatient, subject('completed', true))).toMatchObject({ status: 403 });
  });
});

describe('transitionTo and statusReasonOf', () => {
  it('reads a doctor’s cancel of a request as a decline, and anyone else’s as a cancel', () => {
    expect(transitionTo('cancelled', 'pending', 'doctor')).toBe('decline');
    expect(transitionTo('cancelled', 'confirmed', 'doctor')).toBe('cancel');
    expect(transitionTo('cancelled', 'pending', 'staff')).toBe('cancel');
    expect(transitionTo('cancelled', 'pending', 'patient')).toBe('cancel');
    expect(transitionTo('confirmed', 'pending', 'staff')).toBe('confirm');
    expect(transitionTo('completed', 'confirmed', 'doctor')).toBe('complete');
    expect(transitionTo('no_show', 'confirmed', 'doctor')).toBe('no_show');
  });

  it('says who changed it, and why when someone said so (LIFE-3)', () => {
    expect(statusReasonOf('decline', 'doctor', 'Please see a dermatologist')).toBe('Declined by the doctor: Please see a dermatologist');
    expect(statusReasonOf('cancel', 'patient', null)).toBe('Cancelled by the patient');
    expect(statusReasonOf('cancel', 'staff', null)).toBe('Cancelled by clinic staff');
    expect(statusReasonOf('reschedule', 'patient', null)).toBe('Rescheduled by the patient');
    expect(statusReasonOf('no_show', 'doctor', null)).toBe('Marked as no-show by the doctor');
    expect(statusReasonOf('confirm', 'doctor', null)).toBeNull();
    expect(statusReasonOf('complete', 'staff', 'Seen early')).toBe('Marked completed by clinic staff: Seen early');
    expect(statusReasonOf('book', 'patient', null)).toBeNull();
  });
});

describe('a booking staff confirm (NOSHOW-2)', () => {
  const awaitingStaff: Subject = { ...subject('pending', false), staffConfirms: true };

  it('refuses the doctor’s confirmation with staff_confirms; staff confirm it, and the doctor may still decline or cancel', () => {
    expect(refusalOf('confirm', doctor, awaitingStaff)).toMatchObject({ status: 409, code: 'staff_confirms' });
    expect(refusalOf('confirm', staff, awaitingStaff)).toBeNull();
    expect(refusalOf('decline', doctor, awaitingStaff)).toBeNull();
    expect(refusalOf('cancel', doctor, awaitingStaff)).toBeNull();
    expect(refusalOf('confirm', doctor, subject('pending', false))).toBeNull();
  });
});
