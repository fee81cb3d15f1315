import { shareMessages as texts, type ShareOpeningKind, type ShareOpenInput } from '@clinvia/contracts/record-shares';
import * as ops from '@clinvia/contracts/operations/record-shares';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileBytes, findFile } from '../../domain/files/store';
import { recordFile, type RecordFormat } from '../../domain/fhir/download';
import { visitSummariesFor } from '../../domain/visit-summaries/summaries';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/operations';
import { sendRecordDownload, sendStoredFile } from '../../lib/uploads';
import * as records from '../record/service';
import * as shares from './service';

// SHARE-1 to SHARE-7: the patient's share links, and the record they open. The opening routes
// take no sign-in; every opening writes an audit row with the patient (AUDIT-1) and an opening
// the patient sees, and every refusal an audit row with its code (a key guessed, a passcode tried).

const clinicName = 'Clinvia';

/** Openings per client address a minute, beside the global limit: keys and passcodes are not guessed here. */
const openingsPerMinute = 30;

export async function recordShareRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const fhirBase = `${config.appUrl}/api/fhir`;

  await route(app, ops.listRecordShares, {
    handler: async (request) => {
      const user = request.requireUser();
      const list = await shares.listShares(db, user.id, new Date());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'record_share.list', subjectType: 'patient', subjectId: user.id, patientId: user.id });
      return { shares: list };
    },
  });

  await route(app, ops.createRecordShare, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      const { share, path } = await shares.createShare(db, user.id, request.body, new Date());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'record_share.create', subjectType: 'record_share', subjectId: share.id, patientId: user.id });
      return reply.code(201).send({ message: texts.created, share, path });
    },
  });

  await route(app, ops.revokeRecordShare, {
    handler: async (request) => {
      const user = request.requireUser();
      const share = await shares.revokeShare(db, user.id, request.params.shareId, new Date());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'record_share.revoke', subjectType: 'record_share', subjectId: share.id, patientId: user.id });
      return { message: texts.revoked, share };
    },
  });

  /** The live link of the key and passcode sent; a refusal is audited with its code, then thrown. */
  const authorize = async (request: FastifyRequest, body: ShareOpenInput) => {
    try {
      return await shares.openShare(db, body.key, body.passcode);
    } catch (error) {
      const code = shares.refusalCode(error);
      if (code !== null) await request.audit({ actorId: null, actorRole: null, action: 'record_share.refused', subjectType: 'record_share', subjectId: null, detail: code });
      throw error;
    }
  };

  /** SHARE-4: the opening the patient sees, and its audit row with the patient. */
  const markOpened = async (request: FastifyRequest, share: shares.OpenShare, kind: ShareOpeningKind, subject: { type: string; id: string } | null = null) => {
    await shares.recordOpening(db, share.id, kind);
    await request.audit({
      actorId: null,
      actorRole: null,
      action: `record_share.open.${kind}`,
      subjectType: subject?.type ?? 'record_share',
      subjectId: subject?.id ?? share.id,
      patientId: share.patientId,
      detail: `share ${share.id}`,
    });
  };

  const limited = { rateLimit: { max: openingsPerMinute, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `record-share:${request.ip}` } };

  await route(app, ops.openSharedRecord, {
    config: limited,
    handler: async (request) => {
      const share = await authorize(request, request.body);
      await markOpened(request, share, 'view');
      const now = new Date();
      const [record, summaries] = await Promise.all([
        records.readRecord(db, share.patientId, { id: share.id, role: 'share' }, config.clinicTimeZone, now),
        visitSummariesFor(db, share.patientId, config.clinicTimeZone),
      ]);
      return { record, summaries, share: { label: share.label, expires_at: share.expiresAt.toISOString() } };
    },
  });

  const sendShared = async (request: FastifyRequest<{ Body: ShareOpenInput }>, reply: FastifyReply, format: RecordFormat) => {
    const share = await authorize(request, request.body);
    await markOpened(request, share, format);
    const file = await recordFile(db, share.patientId, format, { clinicName, clinicTimeZone: config.clinicTimeZone, fhirBase, now: new Date() });
    if (file === null) throw notFound(texts.linkUnknown);
    return sendRecordDownload(reply, file);
  };

  await route(app, ops.downloadSharedRecordBundle, { config: limited, handler: (request, reply) => sendShared(request, reply, 'fhir') });
  await route(app, ops.downloadSharedRecordPdf, { config: limited, handler: (request, reply) => sendShared(request, reply, 'pdf') });

  await route(app, ops.downloadSharedRecordFile, {
    config: limited,
    handler: async (request, reply) => {
      // The file is checked against the record before the opening counts: a wrong id is no opening.
      const share = await authorize(request, request.body);
      const id = await records.recordFileId(db, share.patientId, request.params.fileId);
      const [file, bytes] = await Promise.all([findFile(db, id), fileBytes(db, id)]);
      if (file === null || bytes === null) throw notFound(texts.fileNotFound);
      await markOpened(request, share, 'file', { type: 'file', id });
      return sendStoredFile(reply, file, bytes);
    },
  });
}
