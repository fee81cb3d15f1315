import { listMyConsents, listMyConsentSignatures } from '@clinvia/contracts/operations/consents';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/client';

// CONSENT-5: the patient's consents and signatures; a signature refreshes both.

export const consentsKey = ['consents'] as const;

export const myConsentsQuery = () => queryOptions({ queryKey: [...consentsKey, 'mine'], queryFn: ({ signal }) => call(listMyConsents, { signal }) });

export const mySignaturesQuery = () => queryOptions({ queryKey: [...consentsKey, 'signatures'], queryFn: ({ signal }) => call(listMyConsentSignatures, { signal }) });
