import { actOnVisitLink, actOnWaitlistOfferLink, confirmContactAddress, getContactAddressLink, getVisitLink, getWaitlistOfferLink } from '@clinvia/contracts/operations/visits';
import type { AddressLink, VisitLink } from '@clinvia/contracts/visits';
import type { OfferAction, OfferDetailsInput, WaitlistOffer } from '@clinvia/contracts/waitlist';
import { call } from '../../lib/client';

export function fetchVisitLink(token: string, signal?: AbortSignal): Promise<VisitLink> {
  return call(getVisitLink, { query: { token }, signal });
}

/** The action is a POST: mail scanners open links by themselves, and must change nothing. */
export function takeVisitLink(token: string): Promise<VisitLink> {
  return call(actOnVisitLink, { body: { token } });
}

/** WAIT-2: the offer behind a waitlist e-mail's link; changes nothing. */
export function fetchOfferLink(token: string, signal?: AbortSignal): Promise<WaitlistOffer> {
  return call(getWaitlistOfferLink, { query: { token }, signal });
}

/** Books the held time or turns it down: a POST, like the visit links. */
export function answerOfferLink(token: string, action: OfferAction, details?: OfferDetailsInput, move?: string): Promise<WaitlistOffer> {
  return call(actOnWaitlistOfferLink, { body: { token, action, ...(details === undefined ? {} : { details }), ...(move === undefined ? {} : { move }) } });
}

/** MAIL-1: what a contact-address confirmation link confirms; changes nothing. */
export function fetchAddressLink(token: string, signal?: AbortSignal): Promise<AddressLink> {
  return call(getContactAddressLink, { query: { token }, signal });
}

/** Confirms the address: a POST, so a mail scanner opening the link confirms nothing. */
export function confirmAddress(token: string): Promise<AddressLink> {
  return call(confirmContactAddress, { body: { token } });
}
