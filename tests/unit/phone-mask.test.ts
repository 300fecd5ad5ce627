import { PHONE_COUNTRIES } from '@/lib/constants/phone';
import { caretAfterDigits, editPhone } from '@/lib/phone/edit';
import {
  formatPhone,
  isCompletePhone,
  nationalDigitsOf,
  phoneDisplayMask,
  splitE164,
  toE164,
} from '@/lib/phone/mask';
import { phoneSchema } from '@/lib/schemas/auth';

describe('phoneDisplayMask', () => {
  it('shows the spec masks, with the operator code before the Belarusian one', () => {
    expect(phoneDisplayMask('ru')).toBe('(###) ### ## ##');
    expect(phoneDisplayMask('kz')).toBe('(###) ### ## ##');
    expect(phoneDisplayMask('by')).toBe('(##) ___ __ __');
  });

  it.each(PHONE_COUNTRIES)(
    'has one slot per national digit ($code)',
    ({ code, nationalDigits }) => {
      expect(phoneDisplayMask(code).replace(/[^#_]/g, '')).toHaveLength(nationalDigits);
    },
  );
});

describe('formatPhone', () => {
  it('fills a whole number', () => {
    expect(formatPhone('9991234567', 'ru')).toBe('(999) 123 45 67');
    expect(formatPhone('7011234567', 'kz')).toBe('(701) 123 45 67');
    expect(formatPhone('291234567', 'by')).toBe('(29) 123 45 67');
  });

  it('stops after the last typed digit', () => {
    expect(formatPhone('', 'ru')).toBe('');
    expect(formatPhone('9', 'ru')).toBe('(9');
    expect(formatPhone('999', 'ru')).toBe('(999');
    expect(formatPhone('9991', 'ru')).toBe('(999) 1');
    expect(formatPhone('999123', 'ru')).toBe('(999) 123');
    expect(formatPhone('29', 'by')).toBe('(29');
    expect(formatPhone('2912', 'by')).toBe('(29) 12');
  });

  it('ignores digits beyond the national length', () => {
    expect(formatPhone('99912345678', 'ru')).toBe('(999) 123 45 67');
    expect(formatPhone('2912345678', 'by')).toBe('(29) 123 45 67');
  });
});

describe('nationalDigitsOf', () => {
  it('keeps only digits', () => {
    expect(nationalDigitsOf('(999) 123-45-67', 'ru')).toBe('9991234567');
    expect(nationalDigitsOf('9a9b9', 'ru')).toBe('999');
    expect(nationalDigitsOf('', 'by')).toBe('');
  });

  it.each([
    ['+7 (999) 123-45-67', 'ru'],
    ['79991234567', 'ru'],
    ['8 999 123 45 67', 'ru'],
    ['+7 999 123 45 67', 'kz'],
    ['8 (999) 123-45-67', 'kz'],
  ] as const)('drops the dial code or trunk prefix of a pasted %s (%s)', (input, country) => {
    expect(nationalDigitsOf(input, country)).toBe('9991234567');
  });

  it.each(['+375 29 123-45-67', '375291234567', '8 029 123 45 67', '80291234567'])(
    'drops the Belarusian dial code or trunk prefix of %s',
    (input) => expect(nationalDigitsOf(input, 'by')).toBe('291234567'),
  );

  it('keeps a leading 7 or 8 that belongs to a national number', () => {
    expect(nationalDigitsOf('7011234567', 'kz')).toBe('7011234567');
    expect(nationalDigitsOf('8001234567', 'ru')).toBe('8001234567');
    expect(nationalDigitsOf('799', 'ru')).toBe('799');
    expect(nationalDigitsOf('375', 'by')).toBe('375');
  });

  it('caps over-long input at the national length', () => {
    expect(nationalDigitsOf('999123456789', 'ru')).toBe('9991234567');
    expect(nationalDigitsOf('+7 999 123 45 67 89', 'ru')).toBe('9991234567');
    expect(nationalDigitsOf('29123456789', 'by')).toBe('291234567');
  });
});

describe('toE164 and isCompletePhone', () => {
  it('prefixes the dial code', () => {
    expect(toE164('9991234567', 'ru')).toBe('+79991234567');
    expect(toE164('7011234567', 'kz')).toBe('+77011234567');
    expect(toE164('291234567', 'by')).toBe('+375291234567');
    expect(toE164('999', 'ru')).toBe('+7999');
  });

  it('yields what the server phone schema accepts', () => {
    expect(phoneSchema.parse(toE164('9991234567', 'ru'))).toBe('+79991234567');
    expect(phoneSchema.parse(toE164('291234567', 'by'))).toBe('+375291234567');
  });

  it('is complete only at the national length', () => {
    expect(isCompletePhone('9991234567', 'ru')).toBe(true);
    expect(isCompletePhone('999123456', 'ru')).toBe(false);
    expect(isCompletePhone('291234567', 'by')).toBe(true);
    expect(isCompletePhone('2912345678', 'by')).toBe(false);
    expect(isCompletePhone('', 'kz')).toBe(false);
    expect(isCompletePhone('99912345a7', 'ru')).toBe(false);
  });
});

describe('splitE164', () => {
  it('reads Russian, Kazakh and Belarusian numbers', () => {
    expect(splitE164('+79991234567')).toEqual({ country: 'ru', digits: '9991234567' });
    expect(splitE164('+77011234567')).toEqual({ country: 'kz', digits: '7011234567' });
    expect(splitE164('+76001234567')).toEqual({ country: 'kz', digits: '6001234567' });
    expect(splitE164('+375291234567')).toEqual({ country: 'by', digits: '291234567' });
  });

  it('tolerates spacing and round-trips with toE164', () => {
    expect(splitE164('+7 (999) 123-45-67')).toEqual({ country: 'ru', digits: '9991234567' });
    const split = splitE164('+375291234567');
    expect(split && toE164(split.digits, split.country)).toBe('+375291234567');
  });

  it('answers null for numbers of other lengths or countries', () => {
    expect(splitE164('')).toBeNull();
    expect(splitE164('+7999123456')).toBeNull();
    expect(splitE164('79991234567')).toBeNull();
    expect(splitE164('+380501234567')).toBeNull();
    expect(splitE164('+37529123456')).toBeNull();
  });
});

describe('editPhone', () => {
  it('reformats typed digits and keeps the caret after them', () => {
    expect(editPhone({ previous: '999', raw: '(9991', caret: 5, country: 'ru' })).toEqual({
      digits: '9991',
      caret: 7,
    });
  });

  it('takes the digit before a literal removed by backspace', () => {
    // "(999) 123" with the caret before "1": backspace removes the space.
    expect(
      editPhone({
        previous: '999123',
        raw: '(999)123',
        caret: 5,
        inputType: 'deleteContentBackward',
        country: 'ru',
      }),
    ).toEqual({ digits: '99123', caret: 3 });
  });

  it('takes the digit after a literal removed by forward delete', () => {
    expect(
      editPhone({
        previous: '999123',
        raw: '(999 123',
        caret: 4,
        inputType: 'deleteContentForward',
        country: 'ru',
      }),
    ).toEqual({ digits: '99923', caret: 4 });
  });

  it('moves the caret past a stripped dial code', () => {
    expect(editPhone({ previous: '', raw: '+7 999 123 45 67', caret: 16, country: 'ru' })).toEqual({
      digits: '9991234567',
      caret: 15,
    });
  });

  it('places the caret after a given digit count', () => {
    expect(caretAfterDigits('(999) 123', 0)).toBe(1);
    expect(caretAfterDigits('(999) 123', 3)).toBe(4);
    expect(caretAfterDigits('(999) 123', 4)).toBe(7);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});
