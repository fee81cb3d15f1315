import { createHash } from 'node:crypto';
import { threadLimits } from '@clinvia/contracts/threads';
import { answerDueAt } from '../lib/business-days';
import { todayIn } from '../lib/clinic-time';
import type { Db } from './client';
import { files, threadMessageFiles, threadMessages, threads, type UserRole } from './schema';

// MSG-1 to MSG-7 in the demo: a few threads of the demo patient in every state (sent, read by the
// clinic, answered with a photo, closed) and one overdue in the staff queue.

export interface DemoThreadPeople {
  readonly patientId: string;
  readonly otherPatientId: string;
  readonly doctorId: string;
  readonly staffId: string;
  /** One of the demo patient's appointments with the demo doctor, or null. */
  readonly appointmentId: string | null;
  readonly clinicTimeZone: string;
  readonly now: Date;
}

/**
 * A small real photo, made here rather than bundled: a warm gradient like skin under a lamp.
 * sharp writes no metadata unless asked, so it carries no location (FILE-2), like every photo
 * the portal stores. sharp is imported here, not with the module: the server imports the seed, and
 * libvips at start costs ~25 MB of resident memory it rarely needs (PERF-9, issue 39.3).
 */
async function demoPhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = 96;
  const height = 72;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const spot = Math.hypot(x - 48, y - 36) < 14 ? 40 : 0;
      pixels[i] = 220 - spot;
      pixels[i + 1] = 170 - Math.round(y / 2) - spot;
      pixels[i + 2] = 140 - Math.round(x / 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

interface DemoMessage {
  readonly by: UserRole;
  readonly body: string;
  /** Minutes before now. */
  readonly ago: number;
  readonly photo?: boolean;
}

interface DemoThread {
  readonly patient: 'demo' | 'other';
  readonly topic: 'appointment' | 'medication' | 'result' | 'billing' | 'other';
  readonly routed: boolean;
  readonly assigned: boolean;
  readonly linked: boolean;
  readonly clinicRead: boolean;
  readonly closed: boolean;
  readonly messages: readonly DemoMessage[];
}

const day = 24 * 60;

const demoThreads: readonly DemoThread[] = [
  {
    patient: 'demo', topic: 'appointment', routed: false, assigned: false, linked: true, clinicRead: false, closed: false,
    messages: [{ by: 'patient', body: 'Can I bring my daughter to my next appointment? She would like to ask about her vaccinations too.', ago: 45 }],
  },
  {
    patient: 'demo', topic: 'medication', routed: false, assigned: true, linked: false, clinicRead: true, closed: false,
    messages: [{ by: 'patient', body: 'My prescription runs out next week. Can the refill be sent to the pharmacy on Main Street?', ago: 5 * 60 }],
  },
  {
    patient: 'demo', topic: 'result', routed: true, assigned: false, linked: true, clinicRead: true, closed: false,
    messages: [
      { by: 'patient', body: 'The rash on my arm looks like this since yesterday. Should I come in earlier than planned?', ago: 2 * day, photo: true },
      { by: 'doctor', body: 'Thank you for the photo. It looks like mild contact dermatitis. Keep the area clean, avoid the new soap, and we will look at it at your visit. Write again if it spreads.', ago: 2 * day - 180 },
    ],
  },
  {
    patient: 'demo', topic: 'billing', routed: false, assigned: true, linked: false, clinicRead: true, closed: true,
    messages: [
      { by: 'patient', body: 'I was charged twice for my visit last month. Could you check?', ago: 12 * day },
      { by: 'staff', body: 'You are right, the second charge was a mistake. We have refunded it; it shows on your card within five business days.', ago: 11 * day },
    ],
  },
  {
    patient: 'other', topic: 'other', routed: false, assigned: false, linked: false, clinicRead: false, closed: false,
    messages: [{ by: 'patient', body: 'Do you offer appointments on Saturdays?', ago: 6 * day }],
  },
];

export async function seedDemoThreads(tx: Db, people: DemoThreadPeople): Promise<void> {
  const photo = await demoPhoto();
  const at = (ago: number) => new Date(people.now.getTime() - ago * 60_000);
  for (const plan of demoThreads) {
    const patientId = plan.patient === 'demo' ? people.patientId : people.otherPatientId;
    const first = plan.messages[0];
    const last = plan.messages.at(-1);
    if (first === undefined || last === undefined) continue;
    const lastClinic = [...plan.messages].reverse().find((message) => message.by !== 'patient');
    const waiting = last.by === 'patient' && !plan.closed;
    const [thread] = await tx
      .insert(threads)
      .values({
        patientId,
        topic: plan.topic,
        doctorId: plan.routed ? people.doctorId : null,
        assignedStaffId: plan.assigned ? people.staffId : null,
        appointmentId: plan.linked ? people.appointmentId : null,
        createdDay: todayIn(people.clinicTimeZone, at(first.ago)),
        createdAt: at(first.ago),
        lastMessageAt: at(last.ago),
        lastAuthorRole: last.by === 'doctor' ? 'doctor' : last.by === 'staff' ? 'staff' : 'patient',
        lastClinicAuthorId: lastClinic === undefined ? null : lastClinic.by === 'doctor' ? people.doctorId : people.staffId,
        messageCount: plan.messages.length,
        waitingSince: waiting ? at(last.ago) : null,
        answerDueAt: waiting ? answerDueAt(at(last.ago), threadLimits.answerBusinessDays.default, people.clinicTimeZone) : null,
        clinicReadAt: plan.clinicRead ? at(Math.max(0, last.ago - 10)) : null,
        patientReadAt: last.by === 'patient' ? at(last.ago) : null,
        closedAt: plan.closed ? at(last.ago - 60) : null,
        closedBy: plan.closed ? people.staffId : null,
      })
      .returning({ id: threads.id });
    if (thread === undefined) continue;
    for (const message of plan.messages) {
      const authorId = message.by === 'patient' ? patientId : message.by === 'doctor' ? people.doctorId : people.staffId;
      const [row] = await tx
        .insert(threadMessages)
        .values({ threadId: thread.id, authorId, authorRole: message.by === 'doctor' ? 'doctor' : message.by === 'staff' ? 'staff' : 'patient', body: message.body, createdAt: at(message.ago) })
        .returning({ id: threadMessages.id });
      if (row === undefined || message.photo !== true) continue;
      const [file] = await tx
        .insert(files)
        .values({
          purpose: 'message_attachment',
          patientId,
          uploadedBy: patientId,
          name: 'rash-on-arm.jpg',
          contentType: 'image/jpeg',
          size: photo.length,
          sha256: createHash('sha256').update(photo).digest('hex'),
          bytes: photo,
          createdAt: at(message.ago),
        })
        .returning({ id: files.id });
      if (file !== undefined) await tx.insert(threadMessageFiles).values({ messageId: row.id, fileId: file.id, threadId: thread.id, position: 0 });
    }
  }
}
