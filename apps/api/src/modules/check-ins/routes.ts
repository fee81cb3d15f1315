import multipart from '@fastify/multipart';
import * as ops from '@clinvia/contracts/operations/check-ins';
import { CARD_FILE_FIELD, checkInMessages as texts } from '@clinvia/contracts/check-ins';
import { fileRules } from '@clinvia/contracts/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { displayName, inspectUpload } from '../../domain/files/inspect';
import { fileBytes, findFile } from '../../domain/files/store';
import { notFound, validationError } from '../../lib/errors';
import { route } from '../../lib/operations';
import { readUploads, sendStoredFile, uploadedFiles } from '../../lib/uploads';
import * as service from './service';

// e-Check-in (CHECKIN-1 to CHECKIN-9). Every read and change of a check-in writes an audit row
// for its patient (AUDIT-1); a patient reaches only their own appointments' check-ins (404).

/** Card photos are photos: JPEG or PNG, typed by their bytes, re-encoded without metadata (FILE-2). */
const cardTypes = ['image/jpeg', 'image/png'] as const;
const photosOnly = 'Add a photo of the card (JPEG or PNG).';

async function cardPhoto(request: FastifyRequest) {
  const [part] = uploadedFiles(request);
  if (part === undefined) throw validationError(photosOnly, { [CARD_FILE_FIELD]: photosOnly });
  const inspected = await inspectUpload(part.bytes, cardTypes);
  if (!inspected.ok) {
    const message = inspected.problem === 'wrongType' ? photosOnly : fileRules.messages[inspected.problem];
    throw validationError(message, { [CARD_FILE_FIELD]: message });
  }
  return { name: displayName(part.fileName, inspected.contentType), contentType: inspected.contentType, bytes: inspected.bytes };
}

export async function checkInRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const zone = config.clinicTimeZone;
  await app.register(multipart, { limits: { fileSize: fileRules.maxBytes, files: 1 } });
  const withCard = readUploads(CARD_FILE_FIELD, 1);

  const audit = (request: FastifyRequest, action: string, appointmentId: string, patientId: string, detail: string | null = null) =>
    request.audit({ actorId: request.requireUser().id, actorRole: request.requireUser().role, action, subjectType: 'appointment', subjectId: appointmentId, patientId, detail });

  await route(app, ops.getMyCheckIn, {
    handler: async (request) => {
      const user = request.requireUser();
      const checkIn = await service.readCheckIn(db, request.params.appointmentId, user.id, zone, new Date());
      await audit(request, 'check_in.read', checkIn.appointment_id, user.id);
      return checkIn;
    },
  });

  await route(app, ops.saveCheckInStep, {
    handler: async (request) => {
      const user = request.requireUser();
      const { appointmentId } = request.params;
      const body = request.body;
      const checkIn =
        body.step === 'contact'
          ? await service.saveContact(db, appointmentId, user.id, body.contact, zone, new Date())
          : await service.saveInsurance(db, appointmentId, user.id, body.insurance, zone, new Date());
      await audit(request, 'check_in.save', appointmentId, user.id, body.step);
      return { message: texts.saved, check_in: checkIn };
    },
  });

  await route(app, ops.uploadCheckInCard, {
    preValidation: withCard,
    handler: async (request) => {
      const user = request.requireUser();
      const { appointmentId, side } = request.params;
      const photo = await cardPhoto(request);
      const checkIn = await service.putCard(db, appointmentId, user.id, side, photo, zone, new Date());
      await audit(request, 'check_in.card.upload', appointmentId, user.id, side);
      return { message: texts.cardSaved, check_in: checkIn };
    },
  });

  await route(app, ops.removeCheckInCard, {
    handler: async (request) => {
      const user = request.requireUser();
      const { appointmentId, side } = request.params;
      const checkIn = await service.removeCard(db, appointmentId, user.id, side, zone, new Date());
      await audit(request, 'check_in.card.remove', appointmentId, user.id, side);
      return { message: texts.cardRemoved, check_in: checkIn };
    },
  });

  await route(app, ops.getCheckInCard, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      const { appointmentId, side } = request.params;
      const { fileId, patientId } = await service.cardFileId(db, appointmentId, side, user);
      const [file, bytes] = await Promise.all([findFile(db, fileId, 'insurance_card'), fileBytes(db, fileId)]);
      if (file === null || bytes === null) throw notFound(texts.cardNotFound);
      await audit(request, 'check_in.card.read', appointmentId, patientId, side);
      return sendStoredFile(reply, file, bytes, { inline: request.query.inline });
    },
  });

  await route(app, ops.finishCheckIn, {
    handler: async (request) => {
      const user = request.requireUser();
      const checkIn = await service.finishCheckIn(db, request.params.appointmentId, user.id, zone, new Date());
      await audit(request, 'check_in.finish', checkIn.appointment_id, user.id);
      return { message: texts.finished, check_in: checkIn };
    },
  });

  await route(app, ops.getStaffCheckIn, {
    handler: async (request) => {
      const checkIn = await service.staffCheckIn(db, request.params.appointmentId);
      await audit(request, 'check_in.read', checkIn.appointment_id, checkIn.patient.id);
      return checkIn;
    },
  });

  await route(app, ops.verifyCheckInInsurance, {
    handler: async (request) => {
      const checkIn = await service.verifyInsurance(db, request.params.appointmentId, request.requireUser().id, new Date());
      await audit(request, 'check_in.insurance_verify', checkIn.appointment_id, checkIn.patient.id);
      return { message: texts.verified, check_in: checkIn };
    },
  });

  await route(app, ops.getCheckInSettings, { handler: async () => service.checkInSettings(db) });

  await route(app, ops.updateCheckInSettings, {
    handler: async (request) => {
      const user = request.requireUser();
      const settings = await service.updateCheckInSettings(db, user.id, request.body);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'check_in_settings.update', subjectType: 'clinic_settings', subjectId: null, detail: `open_days=${String(settings.open_days)}` });
      return { message: texts.settingsSaved, settings };
    },
  });
}
