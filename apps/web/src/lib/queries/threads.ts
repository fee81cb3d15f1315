import { getThread, getThreadOptions, listDoctorThreads, listMyThreads, listSavedReplies, listThreadQueue } from '@clinvia/contracts/operations/threads';
import type { ThreadQueueView } from '@clinvia/contracts/threads';
import { queryOptions } from '@tanstack/react-query';
import { call, isRefresh } from '../client';

// Secure messages (MSG-1 to MSG-6): the reads the patient's pages, the staff console, the doctor
// portal and the doctor's profile page share. Every answer is checked against the contracts.

/** Every cached read of threads starts with this key: a write refreshes them all. */
export const threadsKey = ['threads'] as const;

/** A minute: a reply from the other side shows without a reload (the bell rings too). */
const refreshMs = 60_000;

/** MSG-2: the patient's own threads, newest activity first. */
export const myThreadsQuery = (page: number) =>
  queryOptions({
    queryKey: [...threadsKey, 'mine', page],
    queryFn: (context) => call(listMyThreads, { query: { state: 'all', page }, signal: context.signal, background: isRefresh(context) }),
    placeholderData: (previous) => previous,
    refetchInterval: refreshMs,
  });

/** MSG-1: whom and what a new thread may name, today's allowance and the answer promise. */
export const threadOptionsQuery = () =>
  queryOptions({
    queryKey: [...threadsKey, 'options'],
    queryFn: ({ signal }) => call(getThreadOptions, { signal }),
    staleTime: 30_000,
  });

/** One thread with its messages (MSG-3). */
export const threadQuery = (threadId: string) =>
  queryOptions({
    queryKey: [...threadsKey, 'thread', threadId],
    queryFn: (context) => call(getThread, { params: { threadId }, signal: context.signal, background: isRefresh(context) }),
    refetchInterval: refreshMs,
  });

/** MSG-4: one view of the staff queue (open threads, oldest waiting first). */
export const threadQueueQuery = (view: ThreadQueueView, page: number) =>
  queryOptions({
    queryKey: [...threadsKey, 'queue', view, page],
    queryFn: (context) => call(listThreadQueue, { query: { view, state: 'open', page }, signal: context.signal, background: isRefresh(context) }),
    placeholderData: (previous) => previous,
    refetchInterval: refreshMs,
  });

/** MSG-6: the threads routed to the signed-in doctor. */
export const doctorThreadsQuery = (state: 'open' | 'closed', page: number) =>
  queryOptions({
    queryKey: [...threadsKey, 'doctor', state, page],
    queryFn: (context) => call(listDoctorThreads, { query: { state, page }, signal: context.signal, background: isRefresh(context) }),
    placeholderData: (previous) => previous,
    refetchInterval: refreshMs,
  });

/** MSG-4: the clinic's saved replies, to insert into an answer. */
export const savedRepliesQuery = () =>
  queryOptions({
    queryKey: [...threadsKey, 'saved-replies'],
    queryFn: ({ signal }) => call(listSavedReplies, { signal }),
    staleTime: 60_000,
  });
