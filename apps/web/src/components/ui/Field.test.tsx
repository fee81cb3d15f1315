import { act, render, screen } from '@testing-library/react';
import { authMessages } from '@clinvia/contracts/auth';
import { spanishMessages } from '@clinvia/contracts/messages.es';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { Field, FieldError } from './Field';

describe('Field', () => {
  it('ties the label and the hint to the control', () => {
    render(<Field label="Phone number" hint="With the country code.">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAccessibleDescription('With the country code.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error in place of the hint, marks the control invalid and reads the error with it', () => {
    render(
      <Field label="Phone number" hint="With the country code." error="Enter a valid phone number">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid phone number');
    expect(screen.queryByText('With the country code.')).toBeNull();
  });

  it('says when a field is optional, keeps a given id and adds further descriptions', () => {
    render(
      <>
        <Field label="Address" optional id="address" describedBy="address-count">
          {(control) => <input {...control} />}
        </Field>
        <p id="address-count">0 / 200 characters</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: /^Address\s*\(optional\)$/ });
    expect(input).toHaveAttribute('id', 'address');
    expect(input).toHaveAccessibleDescription('0 / 200 characters');
  });
});

describe('FieldError', () => {
  it('keeps its live region in the page before any message, so the message is announced when it comes (A11Y-2)', () => {
    const { container, rerender } = render(<FieldError id="email-error" message={undefined} />);
    const region = container.querySelector('#email-error');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(<FieldError id="email-error" message="Enter a valid e-mail address" />);
    // The same element, now holding the words: a change inside a region the reader already knows.
    expect(container.querySelector('#email-error')).toBe(region);
    expect(region).toHaveTextContent('Enter a valid e-mail address');
  });

  it("is the Field's message: read with its control and in a live region", () => {
    render(
      <Field label="E-mail" error="Enter a valid e-mail address">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByText('Enter a valid e-mail address')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the small size and the icon a caller gives, and is empty (not hidden text) without a message', () => {
    const { container, rerender } = render(<FieldError id="start-error" message={null} small icon={<svg data-testid="alert" />} />);
    expect(container.querySelector('#start-error')).toHaveTextContent('');
    expect(screen.queryByTestId('alert')).toBeNull();
    rerender(<FieldError id="start-error" message="Start before the end" small icon={<svg data-testid="alert" />} />);
    expect(screen.getByText('Start before the end')).toHaveClass('text-xs');
    expect(screen.getByTestId('alert')).toBeInTheDocument();
  });

  it('shows a rule of the contracts in the page’s language, and a message it does not know as it is (I18N-11)', async () => {
    const { rerender } = render(<FieldError id="age-error" message={authMessages.ageInvalid} />);
    expect(screen.getByText('Please enter a valid age')).toBeInTheDocument();
    await act(() => switchLanguage('es'));
    expect(screen.getByText(spanishMessages[authMessages.ageInvalid] ?? 'missing')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid age')).toBeNull();
    rerender(<FieldError id="age-error" message="La edad que escribió no es válida" />);
    expect(screen.getByText('La edad que escribió no es válida')).toBeInTheDocument();
  });
});
