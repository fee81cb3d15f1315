import { common } from '../../components/texts';
import { auth } from '../../features/auth/texts';
import { setUpI18n } from '../../lib/i18n/i18n';
import { site } from '../../features/site/texts';
import { layout } from '../layout/texts';

// I18N-1: every namespace's English catalogue, one per converted feature. English is bundled;
// Spanish comes in its own chunk when first chosen (I18N-9). A feature converted next adds its
// texts.ts here and its texts.es.ts to ./spanish.ts.

export const english = { auth, common, layout, site } as const;

export type Namespace = keyof typeof english;

setUpI18n(english, { es: async () => (await import('./spanish')).spanish });
