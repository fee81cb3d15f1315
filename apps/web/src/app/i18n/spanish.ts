import { common } from '../../components/texts.es';
import { auth } from '../../features/auth/texts.es';
import type { Catalogues } from '../../lib/i18n/i18n';
import { site } from '../../features/site/texts.es';
import { layout } from '../layout/texts.es';
import type { english } from './catalogues';

// I18N-1: the Spanish catalogues, one chunk fetched when Spanish is first chosen. Typed against
// the English set: a namespace missing here fails the typecheck.

export const spanish = { auth, common, layout, site } as const satisfies Record<keyof typeof english, Catalogues[string]>;
