// Issue 17 (wave bc, messages dictated to the phone): a place spelled by ear after a where-word is the known name it sounds
// like, in English, Tagalog/Taglish and Dutch/Flemish; words that only sound like a name (a date, a month, a venue after
// "at", a food, a listed venue picked by where it is) are not.
import { describe, expect, it } from 'vitest';
import { extractLocation } from '../extract-location';
import { soundKey } from '../text/sound-key';
import { placeSaidByEar } from './location-by-ear';

describe('a name as it sounds', () => {
  it.each([
    ['shibooya', 'Shibuya'],
    ['sjiboeja', 'Shibuya'],
    ['grinhils', 'Greenhills'],
    ['tiong barroo', 'Tiong Bahru'],
    ['hong day', 'Hongdae'],
    ['hells kitchen', "Hell's Kitchen"],
    ['mackaty', 'Makati'],
  ])('"%s" sounds like "%s"', (heard, name) => {
    expect(soundKey(heard)).toBe(soundKey(name));
  });
});

describe('a place said by ear', () => {
  it.each([
    ['ok so uh we just got out at shibooya station, somewhere for lunch', 'Shibuya station'],
    ["hi um so I'm in so ho with like a million shopping bags, coffee somewhere", 'Soho'],
    ["I'm like walking home to tiong barroo and I need food that's still open", 'Tiong Bahru'],
    ['nandito ako sa grinhils nag shopping, hanapan mo ako ng kainan', 'Greenhills'],
    ['hanap ka nga ng samgyup na mura dito sa hong day', 'Hongdae'],
    ['nandito kami sa asaksa, naghahanap ako ng ramen', 'Asakusa'],
    ['ik loop nu door euh hells kitchen en ik wil ontbijt', "Hell's Kitchen"],
    ['yo ehm ik ben nu in sjiboeja en ik wil ramen eten', 'Shibuya'],
  ])('"%s" is in %s', (text, place) => {
    expect(extractLocation(text, { search: true })).toBe(place);
  });

  it.each([
    'make the check in date tomorrow',
    "I'm going to be on vacation soon and need a place to stay",
    'is it crazy busy in august?',
    "I'd like to go to El Tesoro at 11:45 am.",
    'iba naman, parang umay na ako sa pizza',
    'After breakfast I would like to sit in a park nearby',
    'gelato around campo de fiori for after dinner?',
    'welke vertrekt bij navy pier',
  ])('"%s" names no place by ear', (text) => {
    expect(placeSaidByEar(text)).toBeNull();
  });
});
