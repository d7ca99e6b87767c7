import { describe, expect, it } from 'vitest';
import { fold, foldBare, foldPlaceKey, foldToWords } from './fold';

describe('fold', () => {
  it('drops accents and lower-cases, keeping spaces and punctuation', () => {
    expect(fold('Café  Liège, São-Paulo!')).toEqual('cafe  liege, sao-paulo!');
  });
  it('spells letters that carry their own mark plainly', () => {
    expect(fold('Bát Đàn Smørrebrød Æble Straße')).toEqual('bat dan smorrebrod aeble strasse');
  });
  it('keeps apostrophes, straight and curly', () => {
    expect(fold("Leslie's Joe’s")).toEqual("leslie's joe’s");
  });
  it('gives the same fold for a text asked twice', () => {
    expect(fold('Ñandú')).toEqual('nandu');
    expect(fold('Ñandú')).toEqual('nandu');
  });
});

describe('foldBare', () => {
  it('drops apostrophes as well', () => {
    expect(foldBare("Leslie's Joe’s Café")).toEqual('leslies joes cafe');
  });
});

describe('foldPlaceKey', () => {
  it('makes curly apostrophes straight and runs of spaces one', () => {
    expect(foldPlaceKey('Parañaque  ’s-Hertogenbosch')).toEqual("paranaque 's-hertogenbosch");
  });
  it('lower-cases plain ASCII and collapses its spaces', () => {
    expect(foldPlaceKey('New   York\tCity')).toEqual('new york city');
  });
});

describe('foldToWords', () => {
  it('turns punctuation into single spaces and trims', () => {
    expect(foldToWords("  São Jorge's, (Lisboa) ")).toEqual('sao jorge s lisboa');
  });
  it('leaves letters with their own mark as they are', () => {
    expect(foldToWords('Smørrebrød')).toEqual('smørrebrød');
  });
});
