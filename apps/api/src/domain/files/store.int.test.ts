import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { minimalPdf } from '../../test/files';
import { fileBytes, findFile, patientFileBytes, QuotaExceededError, storeFiles, type NewFile } from './store';

let test: TestDatabase;
let patientId: string;
let otherPatientId: string;

beforeAll(async () => {
  test = await createTestDatabase();
  patientId = (await createPatient(test.database.db, 'secret')).id;
  otherPatientId = (await createPatient(test.database.db, 'secret')).id;
});
afterAll(() => test.dispose());

const pdf = (owner: string, bytes: Uint8Array = minimalPdf): NewFile => ({
  purpose: 'patient_document',
  patientId: owner,
  uploadedBy: owner,
  name: 'scan.pdf',
  contentType: 'application/pdf',
  bytes,
});

describe('stored files (FILE-1, FILE-3)', () => {
  it('keeps the bytes, their size and SHA-256, and reads them back unchanged', async () => {
    const [stored] = await storeFiles(test.database.db, [pdf(patientId)]);
    expect(stored).toMatchObject({ name: 'scan.pdf', contentType: 'application/pdf', size: minimalPdf.length, patientId, purpose: 'patient_document' });
    expect(stored?.sha256).toBe(createHash('sha256').update(minimalPdf).digest('hex'));
    const bytes = await fileBytes(test.database.db, stored?.id ?? '');
    expect(Buffer.from(bytes ?? new Uint8Array()).equals(minimalPdf)).toBe(true);
    expect(await findFile(test.database.db, stored?.id ?? '', 'message_attachment')).toBeNull();
    expect(await findFile(test.database.db, stored?.id ?? '', 'patient_document')).toMatchObject({ id: stored?.id });
  });

  it('counts each patient apart and refuses what would pass the quota, storing none of the batch', async () => {
    const used = await patientFileBytes(test.database.db, patientId);
    const quota = used + 2 * minimalPdf.length;
    await expect(storeFiles(test.database.db, [pdf(patientId), pdf(patientId), pdf(patientId)], quota)).rejects.toBeInstanceOf(QuotaExceededError);
    expect(await patientFileBytes(test.database.db, patientId)).toBe(used);
    await storeFiles(test.database.db, [pdf(patientId), pdf(patientId)], quota);
    expect(await patientFileBytes(test.database.db, patientId)).toBe(quota);
    expect(await patientFileBytes(test.database.db, otherPatientId)).toBe(0);
  });

  it('lets only one of two uploads at once take the last room under the quota', async () => {
    const used = await patientFileBytes(test.database.db, otherPatientId);
    const quota = used + minimalPdf.length;
    const tries = await Promise.allSettled(
      [1, 2, 3].map(() => test.database.db.transaction((tx) => storeFiles(tx, [pdf(otherPatientId)], quota))),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
    const refusals: unknown[] = tries.flatMap((t): unknown[] => (t.status === 'rejected' ? [t.reason] : []));
    expect(refusals).toHaveLength(2);
    for (const reason of refusals) expect(reason).toBeInstanceOf(QuotaExceededError);
    expect(await patientFileBytes(test.database.db, otherPatientId)).toBe(quota);
  });

  it('stores nothing when the transaction it is part of rolls back', async () => {
    const used = await patientFileBytes(test.database.db, otherPatientId);
    await expect(
      test.database.db.transaction(async (tx) => {
        await storeFiles(tx, [pdf(otherPatientId)]);
        throw new Error('the message could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect(await patientFileBytes(test.database.db, otherPatientId)).toBe(used);
  });
});
