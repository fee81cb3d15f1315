import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkCard } from './LinkCard';

// LIFE-8, WAIT-2, MAIL-1, AUTH-26: the card of the pages behind the e-mails' one-click links:
// the page's title (in the tab too), what the link is about, where to go next, and the focus on
// the new heading when a card replaced the one that was clicked.

const next = [
  { to: '/appointments', label: 'My appointments' },
  { to: '/', label: 'Home' },
] as const;

function renderCard(title: string, focus?: boolean) {
  return render(
    <MemoryRouter>
      <LinkCard icon={<svg aria-hidden="true" />} title={title} next={next} focus={focus}>
        <p>Your visit on Tuesday.</p>
      </LinkCard>
    </MemoryRouter>,
  );
}

describe('the card of an e-mail link’s page', () => {
  it('titles the page and the tab, shows what the link is about and where to go next', () => {
    renderCard('Confirm your visit');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your visit' })).toBeInTheDocument();
    expect(document.title).toBe('Confirm your visit · Clinvia');
    expect(screen.getByText('Your visit on Tuesday.')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My appointments', '/appointments'],
      ['Home', '/'],
    ]);
  });

  it('leaves the focus where it is on the first card, and moves it to the heading of a card that replaced another', () => {
    const { rerender } = renderCard('Confirm your visit');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    rerender(
      <MemoryRouter>
        <LinkCard icon={null} title="Visit confirmed" next={next} focus>
          <p>See you then.</p>
        </LinkCard>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Visit confirmed' })).toHaveFocus();
  });
});
