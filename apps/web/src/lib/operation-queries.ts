import type { Operation, ResponseOutput } from '@clinvia/contracts/operations/operation';
import { mutationOptions, queryOptions, type UseMutationOptions } from '@tanstack/react-query';
import { call, type CallArgs, type CallInput } from './client';

// A read or a write that is nothing but one operation's call, as TanStack Query options built
// from the operation itself, so a feature needs no pass-through function per call. A read that
// does more (polls, keeps the previous page, a key shared with other reads for invalidation)
// keeps its own `queryOptions` in the feature's api.ts or lib/queries/.

/** What of a call's input tells one answer from another: its path parameters and query. */
type KeyInput = { params?: unknown; query?: unknown } | undefined;

/**
 * The cache key of an operation's answers: its id, then the parameters and query when given.
 * Invalidating `operationKey(op)` refreshes every cached answer of that operation.
 */
export function operationKey(operation: Operation, input?: KeyInput): readonly unknown[] {
  if (input?.params === undefined && input?.query === undefined) return [operation.operationId];
  return [operation.operationId, { params: input.params, query: input.query }];
}

/** `useQuery(operationQuery(op, { params, query }))`: the operation's answer under `operationKey`. */
export function operationQuery<O extends Operation>(operation: O, ...[input]: CallArgs<O>) {
  return queryOptions({
    queryKey: operationKey(operation, input),
    queryFn: ({ signal }) => call(operation, ...([{ ...input, signal }] as CallArgs<O>)),
  });
}

/**
 * `useMutation(operationMutation(op))`: a write whose variables are the call's input, or, with
 * `toInput`, are turned into it (`() => ...` for a write that takes none). What it changes is
 * invalidated by the caller (`onSuccess`), which knows which reads show it.
 */
export function operationMutation<O extends Operation>(operation: O): UseMutationOptions<ResponseOutput<O>, Error, CallInput<O>>;
export function operationMutation<O extends Operation, Variables = void>(operation: O, toInput: (variables: Variables) => CallInput<O>): UseMutationOptions<ResponseOutput<O>, Error, Variables>;
export function operationMutation<O extends Operation, Variables>(operation: O, toInput?: (variables: Variables) => CallInput<O>) {
  return mutationOptions({
    mutationKey: [operation.operationId],
    mutationFn: (variables: Variables) => call(operation, ...([toInput === undefined ? variables : toInput(variables)] as CallArgs<O>)),
  });
}
