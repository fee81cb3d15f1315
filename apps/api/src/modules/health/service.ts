import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { todayIn } from '../../lib/clinic-time';
import type { ClientConfig } from '@clinvia/contracts/health';

export { migrationsApplied } from '../../db/migrate';

/** True when the database answers a trivial query. */
export async function databaseIsUp(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function clientConfig(clinicTimeZone: string, now: Date = new Date()): ClientConfig {
  return { clinicTimeZone, today: todayIn(clinicTimeZone, now) };
}
