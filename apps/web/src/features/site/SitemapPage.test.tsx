import { pageGroupTitles, publicPages } from '@clinvia/contracts/site';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { present } from '../../test/present';
import { renderApp } from '../../test/render';

// The sitemap page: every page of the portal by topic, the same list as sitemap.xml, with the
// pages that need signing in marked.

describe('the sitemap page', { timeout: 20_000 }, () => {
  it('lists every page under its topic, linked, with the sign-in pages marked', async () => {
    fakeApi({ 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } } });
    renderApp('/sitemap');
    await screen.findByRole('heading', { level: 1, name: 'Sitemap' }, { timeout: 15_000 });
    for (const [group, groupTitle] of Object.entries(pageGroupTitles)) {
      const region = within(screen.getByRole('region', { name: groupTitle }));
      const pages = publicPages.filter((page) => page.group === group);
      const items = region.getAllByRole('listitem');
      expect(items).toHaveLength(pages.length);
      pages.forEach((page, index) => {
        const item = within(present(items[index], page.path));
        expect(item.getByRole('link', { name: page.title })).toHaveAttribute('href', page.path);
        if (page.signInRequired === true) expect(item.getByText('Sign-in required')).toBeInTheDocument();
        else expect(item.queryByText('Sign-in required')).not.toBeInTheDocument();
      });
    }
    expect(document.title).toBe('Sitemap · Clinvia');
  });
});
