import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckField } from '@/components/office/check-field';
import { FieldRow } from '@/components/office/field-row';
import { TextAreaField } from '@/components/office/marketing/form-kit';
import { SelectField } from '@/components/office/select-field';
import { renderOffice } from './office-render';

const OPTIONS = [
  { value: 'a', label: 'First' },
  { value: 'b', label: 'Second' },
];

describe('the office forms’ labelled fields', () => {
  it('ties the label to the control and reads the error before the rule', () => {
    renderOffice(
      <FieldRow label="Amount" hint="In roubles" error="Too large">
        {(control) => <input name="amount" {...control} />}
      </FieldRow>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
      screen.getByText('Too large').id,
      screen.getByText('In roubles').id,
    ]);
    expect(input).toHaveAccessibleDescription('Too large In roubles');
  });

  it('leaves a clean control without ARIA it does not need', () => {
    renderOffice(
      <FieldRow label="Amount">{(control) => <input name="amount" {...control} />}</FieldRow>,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('gives each kind of control the same row: select, text area and checkbox', async () => {
    const events = userEvent.setup();
    renderOffice(
      <form>
        <SelectField
          label="Kind"
          name="kind"
          options={OPTIONS}
          placeholder="Choose…"
          defaultValue=""
          error="Required"
        />
        <TextAreaField label="Terms" name="terms" hint="Up to 4,000 characters" />
        <CheckField label="Active" name="active" hint="Players see it" error="Refused" />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect(select).toHaveAccessibleDescription('Required');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'First',
      'Second',
    ]);

    const terms = screen.getByRole('textbox', { name: 'Terms' });
    expect(terms).toHaveAttribute('rows', '3');
    expect(terms).toHaveAccessibleDescription('Up to 4,000 characters');
    expect(terms).not.toHaveAttribute('aria-invalid');

    // The label wraps the box: its text ticks it.
    const box = screen.getByRole('checkbox', { name: 'Active' });
    expect(box).toHaveAccessibleDescription('Refused Players see it');
    await events.click(screen.getByText('Active'));
    expect(box).toBeChecked();
  });
});
