import i18next from 'i18next';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';
import { toolCatalog } from './toolCatalog';

// PRED-1: the Services page: 'Health Services' with the six tools (default) and 'Ambulance
// Service', the tab kept in the address so a link can open either.

function servicesApi() {
  return fakeApi({ 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } } });
}

describe('the Services page (PRED-1)', { timeout: 20_000 }, () => {
  it('opens on the health services: the six tools, each with its way in', async () => {
    servicesApi();
    renderApp('/services', patient);
    await screen.findByRole('heading', { level: 1, name: 'Health Services' }, { timeout: 15_000 });
    expect(screen.getByRole('tab', { name: 'Health Services' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(toolCatalog.map((tool) => i18next.t(`site:tools.${tool.tool}.name`)));
    for (const tool of toolCatalog) {
      expect(panel.getByRole('link', { name: `Access Service: ${i18next.t(`site:tools.${tool.tool}.name`)}` })).toHaveAttribute('href', tool.path);
    }
    expect(panel.getByText(/It is not a diagnosis/)).toBeInTheDocument();
  });

  it('switches to the ambulance service and keeps the tab in the address', async () => {
    servicesApi();
    const user = userEvent.setup();
    const { router } = renderApp('/services', patient);
    await user.click(await screen.findByRole('tab', { name: 'Ambulance Service' }, { timeout: 15_000 }));
    expect(screen.getByRole('tab', { name: 'Ambulance Service' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=ambulance');
    expect(within(screen.getByRole('tabpanel')).queryByRole('link', { name: /^Access Service/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Health Services' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the ambulance tab from a link', async () => {
    servicesApi();
    renderApp('/services?tab=ambulance', patient);
    expect(await screen.findByRole('tab', { name: 'Ambulance Service' }, { timeout: 15_000 })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks a visitor to sign in first', async () => {
    servicesApi();
    const { router } = renderApp('/services');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
