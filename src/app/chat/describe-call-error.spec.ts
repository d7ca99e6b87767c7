import { BadResponseError } from './chat-api';
import { UI_TEXT } from '../language/ui-text';
import { describeCallError } from './describe-call-error';

describe('describeCallError', () => {
  const cases: [string, unknown, string][] = [
    ['unavailable', { code: 'functions/unavailable' }, "The concierge can't be reached right now. Please retry in a moment."],
    ['deadline-exceeded', { code: 'functions/deadline-exceeded' }, 'The concierge took too long to answer. Please retry.'],
    ['internal', { code: 'functions/internal' }, 'Something went wrong on the concierge side (or it could not be reached). Please retry.'],
    ['a network failure', new TypeError('Failed to fetch'), 'You seem to be offline. Check your connection, then retry.'],
    ['a bad response', new BadResponseError('reply: Required'), 'The concierge sent an answer this app could not read. Please retry.'],
    ['an unknown error', new Error('boom'), 'Something went wrong. Please retry.'],
  ];
  for (const [name, error, expected] of cases) {
    it(`explains ${name}`, () => expect(describeCallError(error)).toEqual(expected));
  }

  it('names the field for invalid-argument', () => {
    const error = Object.assign(new Error('input: must not be empty'), { code: 'functions/invalid-argument' });
    expect(describeCallError(error)).toEqual('The concierge could not accept that message (input: must not be empty).');
  });

  it('says offline when the browser is offline, whatever the code', () => {
    expect(describeCallError({ code: 'functions/internal' }, false)).toEqual('You seem to be offline. Check your connection, then retry.');
  });

  it('explains in Dutch and Tagalog when the conversation is', () => {
    const error = Object.assign(new Error('input: too long'), { code: 'functions/invalid-argument' });
    expect(describeCallError(error, true, UI_TEXT.nl)).toEqual('De concierge kon dat bericht niet aannemen (input: too long).');
    expect(describeCallError({ code: 'functions/unavailable' }, true, UI_TEXT.tl)).toEqual(
      'Hindi maabot ang concierge ngayon. Subukan ulit maya-maya.',
    );
  });
});
