import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, countText, FormAlert, PasswordField, SelectField, SubmitButton, TextAreaField, TextField } from './fields';

// AUTH-6, AUTH-7, A11Y-2, BOOK-18, CONTACT-4: the form fields every screen uses: a label tied to
// its control, the hint until an error replaces it, the error announced with the control, the
// password's show/hide, the character count, and a submit button that says it is busy.

const error = (message: string) => ({ type: 'server', message });

describe('text fields (AUTH-7, A11Y-2)', () => {
  it('ties the label and the hint to the input, and replaces the hint with the error', () => {
    const { rerender } = render(<TextField label="E-mail" hint="We never share it." optional />);
    const input = screen.getByRole('textbox', { name: /^E-mail ?\(optional\)$/ });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="E-mail" hint="We never share it." optional error={error('Enter a valid e-mail address')} />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.queryByText('We never share it.')).toBeNull();
  });

  it('passes what is typed to the form', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<TextField label="Name" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
  });
});

describe('the password field (AUTH-6)', () => {
  it('hides the password until asked, says which way the toggle goes, and hides it again', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('the character count (BOOK-18, CONTACT-4)', () => {
  it('says how many more are needed below the minimum, then the count against the limit', () => {
    expect(countText({ length: 4, min: 10, max: 2000 })).toBe('6 more characters needed · at most 2000');
    expect(countText({ length: 10, min: 10, max: 2000 })).toBe('10 / 2000 characters');
    expect(countText({ length: 0, max: 500 })).toBe('0 / 500 characters');
  });

  it('is read with the box, keeps text over the limit and marks the count', () => {
    const { rerender } = render(<TextAreaField label="Message" hint="What can we help with?" count={{ length: 12, max: 10 }} defaultValue="Twelve chars" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAccessibleDescription('What can we help with? 12 / 10 characters');
    expect(box).toHaveValue('Twelve chars');
    expect(screen.getByText('12 / 10 characters')).toHaveAttribute('data-over', 'true');
    rerender(<TextAreaField label="Message" count={{ length: 3, max: 10 }} defaultValue="Hey" />);
    expect(screen.getByText('3 / 10 characters')).not.toHaveAttribute('data-over');
  });
});

describe('checkboxes and selects', () => {
  it('says a checkbox’s error below it and with it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CheckboxField label="I agree to the terms" error={error('Please accept the terms')} />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('offers the placeholder first, then the options, and says the error with the select', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <SelectField
        label="Specialization"
        placeholder="Choose one"
        options={[
          { value: 'cardiology', label: 'Cardiology' },
          { value: 'dermatology', label: 'Dermatology' },
        ]}
        error={error('Choose a specialization')}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Specialization' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose one', 'Cardiology', 'Dermatology']);
    expect(select).toHaveAccessibleDescription('Choose a specialization');
    await user.selectOptions(select, 'dermatology');
    expect(select).toHaveValue('dermatology');
  });
});

describe('a form’s button and alert', () => {
  it('says the submit button is busy and refuses a second press', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton busy={false} busyText="Signing in...">
          Sign in
        </SubmitButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton busy busyText="Signing in...">
          Sign in
        </SubmitButton>
      </form>,
    );
    const busy = screen.getByRole('button', { name: /Signing in/ });
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('announces an error at once and a success politely', () => {
    render(
      <>
        <FormAlert tone="error">Wrong password</FormAlert>
        <FormAlert tone="success">Saved</FormAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
