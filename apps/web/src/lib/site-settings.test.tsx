import type { SiteSettings } from '@clinvia/contracts/site';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Reply } from '../test/api';

// SHELL-15, ABOUT-4: the clinic's public content is read once per page load for every footer and
// About page; an answer of another shape or a failure shows nothing set, and the next load asks
// again; what staff save shows at once. The store is per module, so each test loads it afresh.

const settings: SiteSettings = { social: { facebook: 'https://facebook.com/clinvia' }, figures: [{ value: '12', label: 'Doctors', detail: null }], partners: [] };

async function load() {
  const { useSiteSettings, showSiteSettings } = await import('./site-settings');
  function Footer({ name }: { name: string }) {
    const content = useSiteSettings();
    return <p>{content === undefined ? `${name}: loading` : `${name}: ${String(content.figures.length)} figures, ${Object.keys(content.social).join(',') || 'no links'}`}</p>;
  }
  return { Footer, showSiteSettings };
}

function stub(reply: Reply) {
  return fakeApi({ 'GET /api/site/settings': reply });
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the clinic’s public content (SHELL-15, ABOUT-4)', () => {
  it('is read once for every part of the page that shows it', async () => {
    const api = stub({ body: settings });
    const { Footer } = await load();
    render(
      <>
        <Footer name="footer" />
        <Footer name="about" />
      </>,
    );
    expect(screen.getByText('footer: loading')).toBeInTheDocument();
    expect(await screen.findByText('footer: 1 figures, facebook')).toBeInTheDocument();
    expect(screen.getByText('about: 1 figures, facebook')).toBeInTheDocument();
    expect(api.calls('GET', '/api/site/settings')).toHaveLength(1);
  });

  it('shows nothing set for an answer of another shape', async () => {
    stub({ body: { social: null, figures: 'twelve' } });
    const { Footer } = await load();
    render(<Footer name="footer" />);
    expect(await screen.findByText('footer: 0 figures, no links')).toBeInTheDocument();
  });

  it('shows nothing set when the server fails, and asks again on the next mount', async () => {
    let failing = true;
    const api = stub(() => (failing ? { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } : { body: settings }));
    const { Footer } = await load();
    const first = render(<Footer name="footer" />);
    expect(await screen.findByText('footer: 0 figures, no links')).toBeInTheDocument();
    first.unmount();
    failing = false;
    render(<Footer name="again" />);
    expect(await screen.findByText('again: 1 figures, facebook')).toBeInTheDocument();
    expect(api.calls('GET', '/api/site/settings')).toHaveLength(2);
  });

  it('shows what staff saved at once, without asking the server', async () => {
    const api = stub({ body: settings });
    const { Footer, showSiteSettings } = await load();
    render(<Footer name="footer" />);
    await screen.findByText('footer: 1 figures, facebook');
    act(() => {
      showSiteSettings({ social: {}, figures: [], partners: [] });
    });
    expect(screen.getByText('footer: 0 figures, no links')).toBeInTheDocument();
    expect(api.calls('GET', '/api/site/settings')).toHaveLength(1);
  });
});
