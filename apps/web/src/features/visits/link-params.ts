import { useParams, useSearchParams } from 'react-router';

/**
 * What an e-mail link of this feature names (`/visit/:action?token=`, `/waitlist-offer/:action?token=`):
 * the action when the page knows it, and the token; null for a link cut short or mistyped.
 */
export function useLinkParams<A extends string>(known: readonly A[]): { action: A; token: string } | null {
  const { action } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const found = known.find((one) => one === action);
  return found === undefined || token === '' ? null : { action: found, token };
}
