import { threadLimits, type ThreadSettings } from '@clinvia/contracts/threads';
import type { Db } from '../../db/client';
import { clinicSettings } from '../../db/schema';

/** MSG-5, MSG-9: the clinic's answer promise and daily limit; the defaults until staff set them. */
export async function threadSettings(db: Pick<Db, 'select'>): Promise<ThreadSettings> {
  const [row] = await db
    .select({ answer_business_days: clinicSettings.threadAnswerBusinessDays, daily_new_thread_limit: clinicSettings.threadDailyLimit })
    .from(clinicSettings);
  return row ?? { answer_business_days: threadLimits.answerBusinessDays.default, daily_new_thread_limit: threadLimits.dailyNewThreads.default };
}
