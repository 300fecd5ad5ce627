import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';
import { AppError } from '@/server/lib/app-error';
import { ERROR_TEXTS, fieldMessage } from '@/server/lib/error-codes';

describe('API error codes', () => {
  it.each([
    ['ru', ru],
    ['en', en],
    ['kz', kz],
  ])('each has a translation under error.* in %s', (_, messages) => {
    const missing = Object.keys(ERROR_TEXTS).filter((code) => !(code in messages.error));
    expect(missing).toEqual([]);
  });

  it('field messages are "code: text", split at the first colon by the client', () => {
    const message = fieldMessage('email_taken');
    expect(message.split(':')[0]).toBe('email_taken');
    expect(message).toBe(`email_taken: ${ERROR_TEXTS.email_taken}`);
  });

  it('AppError.fields builds the 422 answer: field messages per field, each once', () => {
    const error = AppError.fields({
      amount: ['amount_too_small', 'amount_too_small'],
      'details.card_number': ['required'],
    });
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({
      amount: [fieldMessage('amount_too_small')],
      'details.card_number': [fieldMessage('required')],
    });
    expect(AppError.field('hash', 'invalid_value').fields).toEqual({
      hash: [fieldMessage('invalid_value')],
    });
  });
});
