import { readToken, signToken } from '../../lib/signed-token';

// The links of a waitlist offer e-mail (WAIT-2): 'Book this slot' and 'No thanks'. A signed
// token (lib/signed-token.ts, LINK_SECRET) naming the offer; both pages show the same offer
// and both buttons. Single use is the offer's: once it is booked, declined, passed on or
// withdrawn, the link only says so.

const purpose = 'clinvia.waitlist-offer.v1';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function signOfferLink(secret: string, offerId: string): string {
  return signToken(secret, purpose, [offerId]);
}

/** The offer id of a genuine token; null for anything malformed, tampered with or signed otherwise. */
export function readOfferLink(secret: string, token: string): string | null {
  const offerId = readToken(secret, purpose, token);
  return offerId !== null && uuidPattern.test(offerId) ? offerId : null;
}

/** The two links of an offer e-mail, built from APP_URL (never from a request); the token travels in the query. */
export function offerLinksFor(secret: string, appUrl: string, offerId: string): { book: string; decline: string } {
  const token = signOfferLink(secret, offerId);
  return { book: `${appUrl}/offer/book?token=${token}`, decline: `${appUrl}/offer/decline?token=${token}` };
}
