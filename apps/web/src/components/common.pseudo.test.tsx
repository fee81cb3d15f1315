import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../lib/api';
import { inPseudoLanguage, readable, untranslated } from '../test/pseudo';
import { LinkCard } from './LinkCard';
import { PageIntro } from './PageIntro';
import { Pagination } from './Pagination';
import { StandaloneShell } from './StandaloneShell';
import { StatusBadge } from './StatusBadge';
import { SaveOrCancel } from './ui/FormActions';
import { LoadState } from './ui/LoadState';
import { PageTitle } from './ui/PageTitle';

// I18N-8: the shared pieces' own words ('common') in the pseudo-language; what their callers hand
// them (titles, labels) is the caller's, here plain data.

describe('the shared components in the pseudo-language (I18N-8)', () => {
  it('says their own words through the catalogue, no English left, no raw key', async () => {
    await inPseudoLanguage();
    const { container } = render(
      <MemoryRouter>
        <StandaloneShell>
          <Pagination page={2} pageCount={5} onPage={() => undefined} />
          {['pending', 'confirmed', 'completed', 'cancelled', 'no_show'].map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
          <StatusBadge status="cancelled" declined />
          <LoadState pending error={null} empty={false} emptyText="" onRetry={() => undefined}>
            {null}
          </LoadState>
          <LoadState pending={false} error={new Error('data')} empty={false} emptyText="" onRetry={() => undefined}>
            {null}
          </LoadState>
          <form>
            <SaveOrCancel busy={false} saveText="data" onCancel={() => undefined} />
          </form>
          <PageIntro title="data" description="data" />
          <PageTitle title="data" lead="data" />
          <LinkCard icon={null} title="data" next={[{ to: '/', label: 'data' }]}>
            {null}
          </LinkCard>
        </StandaloneShell>
      </MemoryRouter>,
    );
    expect(container.textContent).toMatch(/⟦/);
    // The reason under the load error is the API client's (lib/api), not these components' words.
    expect(untranslated(readable(container), ['data', reasonOf(new Error('data'))])).toEqual([]);
  });
});
