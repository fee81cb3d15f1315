import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsColour } from './Avatar';

describe('Avatar', () => {
  it('shows the photo when there is one', () => {
    render(<Avatar name="Aisha Khan" src="/avatars/doctor-01.svg" />);
    expect(screen.getByRole('img', { name: 'Aisha Khan' })).toHaveAttribute('src', '/avatars/doctor-01.svg');
  });

  it('falls back to the first letter when the photo fails to load', () => {
    render(<Avatar name="aisha Khan" src="/avatars/missing.svg" />);
    fireEvent.error(screen.getByRole('img', { name: 'aisha Khan' }));
    const fallback = screen.getByRole('img', { name: 'aisha Khan' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('A');
  });

  it('shows the first letter on a colour that is stable per name', () => {
    render(<Avatar name="Maria Lopez" />);
    const initial = screen.getByRole('img', { name: 'Maria Lopez' });
    expect(initial).toHaveTextContent('M');
    expect(initial).toHaveClass(initialsColour('Maria Lopez'));
    expect(initialsColour('Maria Lopez')).toBe(initialsColour('Maria Lopez'));
  });

  it('spreads names over several colours', () => {
    const names = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emeka', 'Fatima', 'Goran', 'Hana', 'Ivan', 'Jun'];
    expect(new Set(names.map(initialsColour)).size).toBeGreaterThan(3);
  });
});
