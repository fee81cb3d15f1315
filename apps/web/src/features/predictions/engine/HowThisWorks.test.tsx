import type { ModelCard } from '@clinvia/contracts/predictions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import insuranceArtefact from '../../../../../../services/predict/models/insurance.json?raw';
import { HowThisWorks } from './HowThisWorks';
import { renderWithQueries } from '../../../test/queries';

// Issue 12: 'How this works' reads the model card the prediction service serves (GET
// /ml/<tool>/model) when first opened. The card here is the one the service ships.

const artefact = JSON.parse(insuranceArtefact) as { card: ModelCard };
const card = artefact.card;
const path = '/ml/insurance/model';

function renderSection(reply: Reply) {
  const api = fakeApi({ [`GET ${path}`]: reply });
  renderWithQueries(<HowThisWorks tool="insurance" unit="USD" />);
  return api;
}

describe('How this works (issue 12)', () => {
  it('reads the model card only once opened', async () => {
    const api = renderSection({ body: card });
    const toggle = screen.getByRole('button', { name: 'How this works' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls('GET', path)).toEqual([]);
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(card.summary)).toBeInTheDocument();
    expect(api.calls('GET', path)).toHaveLength(1);
  });

  it('tells the data, the uses, the model, its quality and its limits', async () => {
    renderSection({ body: card });
    await userEvent.setup().click(screen.getByRole('button', { name: 'How this works' }));
    await screen.findByText(card.summary);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'The data',
      'Intended use',
      'Not intended for',
      'The model',
      'Reading the factors',
      'How well it does',
      'Limits',
    ]);
    expect(screen.getByText(card.data.name)).toBeInTheDocument();
    expect(screen.getByText(card.intended_use[0] ?? '')).toBeInTheDocument();
    expect(screen.getByText(`${card.model.name} (version ${card.version}). ${card.model.reason}`)).toBeInTheDocument();
    const notes = card.reading_notes ?? [];
    for (const note of notes) expect(screen.getByText(note.note)).toBeInTheDocument();
    // The metrics in words, in the estimate's unit; the pooled figures stay in the docs.
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th, td')?.textContent)).toEqual(['R² (share of variation explained)', 'Mean absolute error', 'Root mean squared error']);
    expect(rows[1]).toHaveTextContent('$');
    expect(screen.getByText(card.limitations[0] ?? '')).toBeInTheDocument();
    expect(screen.getByText(card.disclaimer)).toBeInTheDocument();
  });

  it('says the description could not be loaded and tries again on demand', async () => {
    let fail = true;
    const api = renderSection(() => (fail ? apiError(503, 'unavailable', 'The service is starting') : { body: card }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'How this works' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The description of the model could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(card.summary)).toBeInTheDocument();
    expect(api.calls('GET', path)).toHaveLength(2);
  });
});
