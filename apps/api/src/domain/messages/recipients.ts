import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { sql } from 'drizzle-orm';
import { appointments } from '../../db/schema';

// Who an appointment e-mail may go to (MAIL-1): the contact address typed at booking only once
// its owner confirmed it (confirmed_addresses, through the link sent to it), otherwise the
// account's own address; never a stranger's address a patient typed. Read as SQL over the
// appointment row, so the lifecycle's statements and the delivery's read say the same.

/** The address an appointment's e-mails go to now. */
export const deliveryAddress = sql<string>`(case when exists (select 1 from confirmed_addresses ca where ca.user_id = ${appointments.patientId} and ca.email = lower(${appointments.contactEmail})) then ${appointments.contactEmail} else (select pu.email from users pu where pu.id = ${appointments.patientId}) end)`;

/** The account holder's name: the greeting of every appointment e-mail (never the name typed at booking). */
export const accountName = sql<string>`(select pu.name from users pu where pu.id = ${appointments.patientId})`;

/** I18N-10: the account holder's language: every appointment e-mail is written in it. */
export const accountLanguage = sql<UiLanguage>`(select pu.language from users pu where pu.id = ${appointments.patientId})`;
