import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField, type PhoneFieldProps } from '@/components/ui/phone-field';
import { renderWithProviders } from '../support/render';

function renderField(props: PhoneFieldProps = {}) {
  const utils = renderWithProviders(
    <form aria-label="form">
      <PhoneField {...props} />
    </form>,
  );
  const form = screen.getByRole('form') as HTMLFormElement;
  return {
    ...utils,
    input: screen.getByLabelText('Phone') as HTMLInputElement,
    country: screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement,
    form,
    /** What the form would submit under the field's name (jest-fixed-jsdom's FormData is Node's). */
    submitted: () =>
      (form.elements.namedItem(props.name ?? 'phone') as HTMLInputElement | null)?.value,
  };
}

describe('PhoneField', () => {
  it('masks a Russian number as it is typed and submits it in E.164', async () => {
    const user = userEvent.setup();
    const { input, country, submitted, form } = renderField();
    expect(country).toHaveValue('ru');
    expect(input).toHaveAttribute('placeholder', '(###) ### ## ##');
    expect(input).not.toHaveAttribute('name');

    await user.type(input, '999');
    expect(input).toHaveValue('(999');
    await user.type(input, '1234567');
    expect(input).toHaveValue('(999) 123 45 67');
    expect(submitted()).toBe('+79991234567');
    const named = [...form.elements].filter((element) => element.getAttribute('name'));
    expect(named).toHaveLength(1);
    expect(named[0]).toHaveAttribute('type', 'hidden');

    await user.type(input, '8');
    expect(input).toHaveValue('(999) 123 45 67');
  });

  it('masks a Belarusian number with its operator code', async () => {
    const user = userEvent.setup();
    const { input, country, submitted } = renderField({ defaultCountry: 'by' });
    expect(input).toHaveAttribute('placeholder', '(##) ___ __ __');
    await user.type(input, '291234567');
    expect(input).toHaveValue('(29) 123 45 67');
    expect(submitted()).toBe('+375291234567');
    expect(country).toHaveValue('by');
  });

  it('ignores letters and strips a pasted dial code', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderField();
    await user.type(input, 'a9b');
    expect(input).toHaveValue('(9');
    await user.clear(input);
    await user.click(input);
    await user.paste('+7 (999) 123-45-67');
    expect(input).toHaveValue('(999) 123 45 67');
    expect(submitted()).toBe('+79991234567');
  });

  it('drops a trunk 8 typed out of habit once the eleventh digit arrives', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderField();
    await user.type(input, '8999123456');
    expect(input).toHaveValue('(899) 912 34 56');
    await user.type(input, '7');
    expect(input).toHaveValue('(999) 123 45 67');
    expect(submitted()).toBe('+79991234567');
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    const user = userEvent.setup();
    const { input } = renderField();
    await user.type(input, '99123');
    expect(input).toHaveValue('(991) 23');
    // Caret between the second 9 and 1.
    await user.type(input, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('(999) 123');
    expect(input.selectionStart).toBe(4);
  });

  it('reformats for the new country when it is switched', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { input, country, submitted } = renderField({ onChange });
    await user.type(input, '2912345678');
    await user.selectOptions(country, 'by');
    expect(input).toHaveValue('(29) 123 45 67');
    expect(input).toHaveAttribute('placeholder', '(##) ___ __ __');
    expect(submitted()).toBe('+375291234567');
    expect(onChange).toHaveBeenLastCalledWith('+375291234567', true);

    await user.selectOptions(country, 'kz');
    expect(input).toHaveValue('(291) 234 56 7');
    expect(submitted()).toBe('+7291234567');
    expect(onChange).toHaveBeenLastCalledWith('+7291234567', false);
  });

  it('backspace over a literal removes the digit before it', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderField();
    await user.type(input, '999123');
    expect(input).toHaveValue('(999) 123');
    // Caret right after ") ", before "1".
    await user.type(input, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('(991) 23');
    expect(submitted()).toBe('+799123');
    expect(input.selectionStart).toBe(3);

    // Backspace at the end always takes a digit: no literal is left dangling.
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('(991');
    await user.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('');
    expect(submitted()).toBe('');
  });

  it('reports each change with the E.164 number and whether it is complete', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { input } = renderField({ onChange, defaultCountry: 'by' });
    await user.type(input, '29');
    expect(onChange).toHaveBeenNthCalledWith(1, '+3752', false);
    expect(onChange).toHaveBeenNthCalledWith(2, '+37529', false);
    await user.type(input, '1234567');
    expect(onChange).toHaveBeenLastCalledWith('+375291234567', true);
    expect(onChange).toHaveBeenCalledTimes(9);
    await user.type(input, 'x');
    expect(onChange).toHaveBeenCalledTimes(9);
  });

  it('shows a saved number and picks Kazakhstan for +7 7xx', () => {
    const { input, country, submitted } = renderField({ defaultValue: '+77011234567' });
    expect(country).toHaveValue('kz');
    expect(input).toHaveValue('(701) 123 45 67');
    expect(submitted()).toBe('+77011234567');
  });

  it('shows an error tied to the input, and takes focus when asked', () => {
    const { input } = renderField({ error: 'Invalid phone number', autoFocus: true, name: 'x' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid phone number');
    expect(input).toHaveFocus();
  });
});
