import multipart from '@fastify/multipart';
import { fileRules } from '@clinvia/contracts/files';
import * as ops from '@clinvia/contracts/operations/threads';
import { THREAD_FILES_FIELD, threadMessages as texts } from '@clinvia/contracts/threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { displayName, inspectUpload } from '../../domain/files/inspect';
import { fileBytes, findFile } from '../../domain/files/store';
import { doctorThreads, patientThreads, staffQueue } from '../../domain/threads/lists';
import { isThreadAttachment, readableThread, threadDetail, toSummary, type ThreadActor } from '../../domain/threads/read';
import { assignThread, closeThread, markRead, postMessage, startThread, type ReadyFile } from '../../domain/threads/write';
import { notFound, validationError } from '../../lib/errors';
import { route } from '../../lib/operations';
import { readUploads, sendStoredFile, uploadedFiles } from '../../lib/uploads';
import { listReadRows } from '../../plugins/audit';
import * as service from './service';

// Secure messages (MSG-1 to MSG-11). Every read of a thread, a list or an attachment writes an
// audit row per patient it shows (AUDIT-1); anyone but the thread's patient, staff and the routed
// doctor gets 404 for the thread and for each of its files (MSG-3).

/** MSG-7, FILE-2: each uploaded file typed by its bytes and re-encoded if a photo; the first refusal answers 400 on `files`. */
async function readyFiles(request: FastifyRequest): Promise<ReadyFile[]> {
  const ready: ReadyFile[] = [];
  for (const part of uploadedFiles(request)) {
    const inspected = await inspectUpload(part.bytes);
    if (!inspected.ok) {
      const message = fileRules.messages[inspected.problem];
      throw validationError(`${part.fileName}: ${message}`, { [THREAD_FILES_FIELD]: message });
    }
    ready.push({ name: displayName(part.fileName, inspected.contentType), contentType: inspected.contentType, bytes: inspected.bytes });
  }
  return ready;
}

function actorOf(request: FastifyRequest): ThreadActor {
  const user = request.requireUser();
  return { id: user.id, role: user.role };
}

export async function threadRoutes(app: FastifyInstance): Promise<void> {
  const { db, database, config } = app;
  const zone = config.clinicTimeZone;
  // Multipart only for the two routes that take files; limits as FILE-3 (readUploads maps the refusals to 400s).
  await app.register(multipart, { limits: { fileSize: fileRules.maxBytes, files: fileRules.maxFilesPerMessage } });
  const withFiles = readUploads(THREAD_FILES_FIELD, fileRules.maxFilesPerMessage);

  /** The whole thread as its reader sees it, or 404. */
  async function detailFor(threadId: string, actor: ThreadActor) {
    const row = await readableThread(database, threadId, actor);
    if (row === null) throw notFound(texts.notFound);
    return threadDetail(database, row, actor, new Date(), zone);
  }

  const auditThread = (request: FastifyRequest, action: string, threadId: string, patientId: string) =>
    request.audit({ actorId: request.requireUser().id, actorRole: request.requireUser().role, action, subjectType: 'thread', subjectId: threadId, patientId });

  await route(app, ops.listMyThreads, {
    handler: async (request) => {
      const user = request.requireUser();
      const list = await patientThreads(database, user.id, request.query.state, request.query.page, new Date(), zone);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'thread.list', subjectType: 'patient', subjectId: user.id, patientId: user.id });
      return list;
    },
  });

  await route(app, ops.getThreadOptions, {
    handler: async (request) => {
      const user = request.requireUser();
      const options = await service.threadOptions(db, user.id, zone, new Date());
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'appointment.list', subjectType: 'patient', subjectId: user.id, patientId: user.id, detail: 'thread options' });
      return options;
    },
  });

  await route(app, ops.startThread, {
    preValidation: withFiles,
    handler: async (request, reply) => {
      const user = request.requireUser();
      const files = await readyFiles(request);
      const threadId = await startThread(db, user.id, { ...request.body, files }, new Date(), zone);
      await auditThread(request, 'thread.create', threadId, user.id);
      return reply.code(201).send({ message: texts.sent, thread: await detailFor(threadId, actorOf(request)) });
    },
  });

  await route(app, ops.getThread, {
    handler: async (request) => {
      const detail = await detailFor(request.params.threadId, actorOf(request));
      await auditThread(request, 'thread.read', detail.thread.id, detail.thread.patient.id);
      return detail;
    },
  });

  await route(app, ops.postThreadMessage, {
    preValidation: withFiles,
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const files = await readyFiles(request);
      await postMessage(db, request.params.threadId, actor, { body: request.body.body, files }, new Date(), zone);
      const detail = await detailFor(request.params.threadId, actor);
      await auditThread(request, 'thread.message.create', detail.thread.id, detail.thread.patient.id);
      return reply.code(201).send({ message: actor.role === 'patient' ? texts.sent : texts.replied, thread: detail });
    },
  });

  await route(app, ops.markThreadRead, {
    handler: async (request) => {
      const actor = actorOf(request);
      if (!(await markRead(db, request.params.threadId, actor, new Date()))) throw notFound(texts.notFound);
      const row = await readableThread(database, request.params.threadId, actor);
      if (row === null) throw notFound(texts.notFound);
      await auditThread(request, 'thread.mark_read', row.id, row.patientId);
      return toSummary(row, actor.role, new Date(), zone);
    },
  });

  await route(app, ops.assignThread, {
    handler: async (request) => {
      const actor = actorOf(request);
      const message = await assignThread(db, request.params.threadId, actor.id, request.body);
      const detail = await detailFor(request.params.threadId, actor);
      await auditThread(request, 'thread.assign', detail.thread.id, detail.thread.patient.id);
      return { message, thread: detail };
    },
  });

  await route(app, ops.closeThread, {
    handler: async (request) => {
      const actor = actorOf(request);
      await closeThread(db, request.params.threadId, actor, new Date());
      const detail = await detailFor(request.params.threadId, actor);
      await auditThread(request, 'thread.close', detail.thread.id, detail.thread.patient.id);
      return { message: texts.closed, thread: detail };
    },
  });

  await route(app, ops.getThreadAttachment, {
    handler: async (request, reply) => {
      const { threadId, fileId } = request.params;
      const row = await readableThread(database, threadId, actorOf(request));
      // FILE-4: the same 404 for a thread the caller may not read and a file of another thread.
      if (row === null || !(await isThreadAttachment(db, threadId, fileId))) throw notFound(texts.attachmentNotFound);
      const [file, bytes] = await Promise.all([findFile(db, fileId, 'message_attachment'), fileBytes(db, fileId)]);
      if (file === null || bytes === null) throw notFound(texts.attachmentNotFound);
      await request.audit({ actorId: request.requireUser().id, actorRole: request.requireUser().role, action: 'thread.attachment.read', subjectType: 'file', subjectId: fileId, patientId: row.patientId });
      return sendStoredFile(reply, file, bytes, { inline: request.query.inline });
    },
  });

  await route(app, ops.listThreadQueue, {
    handler: async (request) => {
      const user = request.requireUser();
      const queue = await staffQueue(db, user.id, request.query, new Date(), zone);
      await request.audit(listReadRows({ actorId: user.id, actorRole: user.role, action: 'thread.list', subjectType: 'thread_queue', subjectId: null }, queue.threads.map((thread) => thread.patient.id)));
      return queue;
    },
  });

  await route(app, ops.listAssignableDoctors, { handler: async () => service.assignableDoctors(db) });

  await route(app, ops.listDoctorThreads, {
    handler: async (request) => {
      const user = request.requireUser();
      const list = await doctorThreads(db, user.id, request.query, new Date(), zone);
      await request.audit(listReadRows({ actorId: user.id, actorRole: user.role, action: 'thread.list', subjectType: 'doctor', subjectId: user.id }, list.threads.map((thread) => thread.patient.id)));
      return list;
    },
  });

  await route(app, ops.listSavedReplies, {
    handler: async (request) => {
      const user = request.requireUser();
      const replies = await service.listSavedReplies(db);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'saved_reply.list', subjectType: 'saved_reply', subjectId: null });
      return { replies };
    },
  });

  await route(app, ops.createSavedReply, {
    handler: async (request, reply) => {
      const created = await service.createSavedReply(db, request.requireUser().id, request.body);
      return reply.code(201).send({ message: texts.savedReplySaved, reply: created });
    },
  });

  await route(app, ops.updateSavedReply, {
    handler: async (request) => ({ message: texts.savedReplySaved, reply: await service.updateSavedReply(db, request.requireUser().id, request.params.replyId, request.body) }),
  });

  await route(app, ops.deleteSavedReply, {
    handler: async (request) => {
      await service.deleteSavedReply(db, request.params.replyId);
      return { message: texts.savedReplyDeleted };
    },
  });

  await route(app, ops.getThreadSettings, { handler: async () => service.threadSettings(db) });

  await route(app, ops.updateThreadSettings, {
    handler: async (request) => ({ message: texts.settingsSaved, settings: await service.updateThreadSettings(db, request.requireUser().id, request.body) }),
  });

  await route(app, ops.getThreadNotificationPreferences, { handler: async (request) => service.notificationPreferences(db, request.requireUser().id) });

  await route(app, ops.updateThreadNotificationPreferences, {
    handler: async (request) => service.setNotificationPreferences(db, request.requireUser().id, request.body),
  });
}
