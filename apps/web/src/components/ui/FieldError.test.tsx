import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { FieldError } from './FieldError';

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
});
