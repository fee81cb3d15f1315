import i18next from 'i18next';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { renderApp } from '../../test/render';
import { achievements, teamMembers } from './about/content';

// ABOUT-1 to ABOUT-3: four tabs, Our Mission first, the tab kept in the address; the team with
// their roles, the achievements each with where to read more. Unknown paths (the team's own
// pages are not written yet) land on SHELL-3's 'Coming Soon'.

function aboutApi() {
  return fakeApi({ 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } } });
}

const tab = (name: string) => screen.findByRole('tab', { name }, { timeout: 15_000 });

describe('the About page’s tabs (ABOUT-1)', { timeout: 20_000 }, () => {
  it('opens on Our Mission, without figures or partners when the clinic set none', async () => {
    aboutApi();
    renderApp('/about');
    expect(await tab('Our Mission')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual(['Our Mission', 'Our Team', 'Achievements', 'Our Partners']);
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Clinvia in numbers' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
  });

  it('shows the team with their roles and keeps the tab in the address', async () => {
    aboutApi();
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await user.click(await tab('Our Team'));
    expect(router.state.location.search).toBe('?tab=team');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(teamMembers.map((member) => member.name));
    const first = teamMembers[0];
    if (first === undefined) throw new Error('no team');
    expect(panel.getByRole('link', { name: first.name })).toHaveAttribute('href', `/team/${first.slug}`);
    expect(panel.getByText('Chief Medical Officer')).toBeInTheDocument();
  });

  it('lists the achievements, each with its link', async () => {
    aboutApi();
    renderApp('/about?tab=achievements');
    expect(await tab('Achievements')).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(achievements.map((achievement) => i18next.t(`sitePages:about.achievementList.${achievement.key}.title`)));
    for (const achievement of achievements) expect(panel.getAllByRole('link', { name: new RegExp(i18next.t(`sitePages:about.achievementList.${achievement.key}.link`)) }).length).toBeGreaterThan(0);
  });

  it('falls back to Our Mission for a tab it does not know', async () => {
    aboutApi();
    renderApp('/about?tab=history');
    expect(await tab('Our Mission')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('a page that does not exist yet (SHELL-3)', { timeout: 20_000 }, () => {
  it('says it is coming soon and leads back home', async () => {
    aboutApi();
    const user = userEvent.setup();
    const { router } = renderApp('/team/amara-okafor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('We are working on it')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to HomePage' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
