import type { DoctorListItem } from '@clinvia/contracts/doctors';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { doctorListItem } from '../../test/fixtures';
import { DoctorCard } from './DoctorCard';

// FIND-7, FIND-15, FIND-16: a Find Doctor result: who, what, how good, how much, when free, and
// a way to book only for a doctor who takes bookings.

const listed = (overrides: Partial<DoctorListItem> = {}): DoctorListItem =>
  doctorListItem({ user_id: 'd-1', name: 'Maya Patel', qualifications: 'MD, FACC', experience_years: 1, consultation_fee: 120.5, trending: true, city: 'Boston', next_available_date: '2026-01-07', next_available_time: '09:30', ...overrides });

function renderCard(doctor: DoctorListItem, belowFold = false) {
  render(
    <MemoryRouter>
      <DoctorCard doctor={doctor} belowFold={belowFold} />
    </MemoryRouter>,
  );
}

describe('a Find Doctor result (FIND-7)', () => {
  it('names the doctor, the specialization, qualifications, experience, city and fee', () => {
    renderCard(listed());
    expect(screen.getByRole('heading', { level: 2, name: 'Maya Patel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maya Patel' })).toHaveAttribute('href', '/doctor/d-1');
    expect(screen.getByText('Trending')).toBeInTheDocument();
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
    expect(screen.getByText('MD, FACC')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('1 year of experience')).toBeInTheDocument();
    expect(screen.getByText('Boston')).toBeInTheDocument();
    expect(screen.getByText('$120.50')).toBeInTheDocument();
    expect(screen.getByText(/^Next free: Wed, Jan 7, 9:30 AM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment with Maya Patel' })).toHaveAttribute('href', '/appointment/d-1');
  });

  it('says which languages the doctor speaks, in English, and nothing when none is listed (DOC-13)', () => {
    renderCard(listed({ languages: ['en', 'es', 'zh'] }));
    expect(screen.getByText('Speaks English, Spanish, Chinese')).toBeInTheDocument();
    renderCard(listed({ user_id: 'd-2', name: 'Omar Haddad', languages: [] }));
    expect(screen.getAllByText(/^Speaks/)).toHaveLength(1);
  });

  it('names a known specialty in Spanish on a Spanish page, and leaves one it does not know as the doctor typed it (I18N-13)', async () => {
    await act(() => switchLanguage('es'));
    renderCard(listed());
    renderCard(listed({ user_id: 'd-2', name: 'Omar Haddad', specialization: 'Travel Medicine' }));
    renderCard(listed({ user_id: 'd-3', name: 'Lena Ortiz', specialization: '  family   MEDICINE ' }));
    expect(screen.getByText('Cardiología')).toBeInTheDocument();
    expect(screen.queryByText('Cardiology')).not.toBeInTheDocument();
    expect(screen.getByText('Travel Medicine')).toBeInTheDocument();
    // Looked up by DOC-8's folded key, whatever the spacing and case the doctor typed.
    expect(screen.getByText('Medicina familiar')).toBeInTheDocument();
  });

  it('shows the doctor’s own words on an English page (I18N-13)', () => {
    renderCard(listed({ specialization: 'family medicine' }));
    expect(screen.getByText('family medicine')).toBeInTheDocument();
  });

  it('says a doctor is free today rather than the next date (FIND-15)', () => {
    renderCard(listed({ available_today: true, trending: false, city: null }));
    expect(screen.getByText('Available Today')).toBeInTheDocument();
    expect(screen.queryByText(/Next free/)).not.toBeInTheDocument();
    expect(screen.queryByText('Trending')).not.toBeInTheDocument();
    expect(screen.queryByText('Boston')).not.toBeInTheDocument();
  });

  it('offers the profile, not booking, for a doctor who takes no bookings (FIND-16)', () => {
    renderCard(listed({ available: false, next_available_date: null, next_available_time: null }));
    expect(screen.getByText('Not taking bookings')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Book Appointment/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the profile of Maya Patel' })).toHaveAttribute('href', '/doctor/d-1');
  });

  it('says when the next 10 days are full', () => {
    renderCard(listed({ next_available_date: null, next_available_time: null }));
    expect(screen.getByText('No free times in the next 10 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment with Maya Patel' })).toBeInTheDocument();
  });

  // Issue 39.7 (the photo is hidden from assistive technology: the name beside it says who).
  // A card below the first row does not fetch or decode its photo while the page loads.
  it('loads the photo of a card below the first row lazily, and of one in it at once', () => {
    renderCard(listed({ face_url: '/avatars/maya.png', user_id: 'd-1' }), true);
    renderCard(listed({ face_url: '/avatars/omar.png', user_id: 'd-2', name: 'Omar Haddad' }));
    const below = screen.getByRole('img', { name: 'Maya Patel', hidden: true });
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).toHaveAttribute('decoding', 'async');
    expect(below).toHaveAttribute('width', '72');
    expect(screen.getByRole('img', { name: 'Omar Haddad', hidden: true })).not.toHaveAttribute('loading');
  });
});
