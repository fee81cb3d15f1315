import { addRecordEntry, getMyRecord, removeRecordEntry, updateRecordEntry } from '@clinvia/contracts/operations/record';
import type { RecordEntryInput, RecordList } from '@clinvia/contracts/record';
import { createRecordShare, listRecordShares, revokeRecordShare } from '@clinvia/contracts/operations/record-shares';
import type { ShareCreateInput } from '@clinvia/contracts/record-shares';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';

// RECORD-1, RECORD-2: the patient's own record, and the changes to its lists.

export const myRecordKey = ['record', 'mine'] as const;

export const myRecordQuery = () => queryOptions({ queryKey: myRecordKey, queryFn: ({ signal }) => call(getMyRecord, { signal }) });

export const addEntry = (list: RecordList, body: RecordEntryInput) => call(addRecordEntry, { params: { list }, body });
export const updateEntry = (list: RecordList, entryId: string, body: RecordEntryInput) => call(updateRecordEntry, { params: { list, entryId }, body });
export const removeEntry = (list: RecordList, entryId: string) => call(removeRecordEntry, { params: { list, entryId } });

// SHARE-1, SHARE-4, SHARE-5: the patient's share links.
export const recordSharesKey = ['record', 'shares'] as const;
export const recordSharesQuery = () => queryOptions({ queryKey: recordSharesKey, queryFn: ({ signal }) => call(listRecordShares, { signal }) });
export const makeShare = (body: ShareCreateInput) => call(createRecordShare, { body });
export const stopShare = (shareId: string) => call(revokeRecordShare, { params: { shareId } });
