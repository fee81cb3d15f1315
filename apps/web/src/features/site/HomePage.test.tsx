import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';
import { toolCatalog } from './toolCatalog';
import { present } from '../../test/present';

// HOME-1 and the home page's sections: the hero's two ways in, what Clinvia offers, the six
// tools, why to trust it, and a way to start that knows whether the visitor is signed in.

// Every test here answers that no doctor is trending: the app's query cache lives as long as the
// file, so the carousel with doctors is HomePage.doctors.test.tsx's.
function homeApi() {
  return fakeApi({ 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } }, 'GET /api/doctors/get-trending-doctor/': { body: [] } });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the home page', { timeout: 20_000 }, () => {
  it('leads with finding a doctor and trying a health tool', async () => {
    homeApi();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Care that fits your life' }, { timeout: 15_000 })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('link', { name: 'Find a doctor' })[0]).toHaveAttribute('href', '/find-doctor');
    expect(main.getByRole('link', { name: 'Try a health tool' })).toHaveAttribute('href', '/services');
    expect(main.getByText('Doctors verified by our staff')).toBeInTheDocument();
    expect(document.title).toMatch(/Clinvia/);
  });

  it('offers booking, the doctor dashboard and the ambulance service, each with its link', async () => {
    homeApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Everything in one place' }, { timeout: 15_000 });
    const offers = section('Everything in one place');
    expect(offers.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Book appointments', 'The doctor dashboard', 'Ambulance service']);
    expect(offers.getByRole('link', { name: 'Your appointments' })).toHaveAttribute('href', '/appointments');
    expect(offers.getByRole('link', { name: 'Open the doctor dashboard' })).toHaveAttribute('href', '/doctor-portal');
    expect(offers.getByRole('link', { name: 'Ambulance service' })).toHaveAttribute('href', '/emergency');
    expect(offers.getByText(/Call the hotline \+1-800-555-0199 in an emergency/)).toBeInTheDocument();
  });

  it('lists the six health tools, each linked to its page, with the estimate caveat', async () => {
    homeApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Six health tools' }, { timeout: 15_000 });
    const tools = section('Six health tools');
    const links = tools.getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(toolCatalog.map((tool) => tool.path));
    expect(tools.getByRole('link', { name: /Heart Disease Detection/ })).toHaveTextContent('Estimate the risk of heart disease');
    expect(tools.getByText(/not a diagnosis or medical advice/)).toBeInTheDocument();
  });

  it('says why to trust Clinvia, each reason with where to read more', async () => {
    homeApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Why people trust Clinvia' }, { timeout: 15_000 });
    const trust = section('Why people trust Clinvia');
    expect(trust.getByRole('link', { name: 'How we evaluate' })).toHaveAttribute('href', '/about?tab=achievements');
    expect(trust.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(trust.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms#accounts');
    expect(trust.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });

  it('asks a visitor to create an account or sign in', async () => {
    homeApi();
    renderApp('/');
    const start = within(present((await screen.findByRole('heading', { level: 2, name: 'Ready when you are' }, { timeout: 15_000 })).closest('section')));
    expect(start.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(start.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('welcomes a signed-in patient back by name, with their appointments', async () => {
    homeApi();
    renderApp('/', patient);
    const start = within(present((await screen.findByRole('heading', { level: 2, name: 'Welcome back, Maria Lopez' }, { timeout: 15_000 })).closest('section')));
    expect(start.getByRole('link', { name: 'Your appointments' })).toHaveAttribute('href', '/appointments');
    expect(start.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it('says when no doctor is recommended and leads to the directory, the rest of the page unchanged', async () => {
    homeApi();
    renderApp('/');
    const none = await screen.findByText(/No recommended doctors right now/, {}, { timeout: 15_000 });
    expect(within(none).getByRole('link', { name: 'Browse all doctors' })).toHaveAttribute('href', '/find-doctor');
    expect(screen.queryByRole('list', { name: 'Recommended doctors' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Six health tools' })).toBeInTheDocument();
  });
});
