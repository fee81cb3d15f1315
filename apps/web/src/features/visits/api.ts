import { getVisitLink, actOnVisitLink } from '@clinvia/contracts/operations/visits';
import type { VisitLink } from '@clinvia/contracts/visits';
import { call } from '../../lib/client';

export function fetchVisitLink(token: string, signal?: AbortSignal): Promise<VisitLink> {
  return call(getVisitLink, { query: { token }, signal });
}

/** The action is a POST: mail scanners open links by themselves, and must change nothing. */
export function takeVisitLink(token: string): Promise<VisitLink> {
  return call(actOnVisitLink, { body: { token } });
}
