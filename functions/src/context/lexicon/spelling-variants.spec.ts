import { describe, expect, it } from 'vitest';
import { commonWordIn } from './common-words';
import { normaliseMessageSpelling as normaliseSpelling } from './engine-spelling';
import { normaliseSpelling as tablesOnly, SPELLING_VARIANTS, spellingVariantsIn, type VariantLanguage } from './spelling-variants';

describe('normaliseSpelling with the tables alone (the client has no gazetteer)', () => {
  it('reads the variants of the tables, and nothing the gazetteer or common words would decide', () => {
    expect(tablesOnly('ung pang2 nmn')).toBe('yung pangalawa naman');
    expect(tablesOnly('sooo goood')).toBe('sooo goood');
  });
});

describe('normaliseSpelling, as the engine reads a message', () => {
  it.each([
    ['ung pang2', 'yung pangalawa'],
    // Issue 17, blind-tl-y: an OFW texting on her day off.
    ['nsan po xa exactly? may iba p b', 'nasaan po siya exactly? may iba pa ba'],
    ['gs2 ko mg kape', 'gusto ko mag kape'],
    ['may ramen b sa Makati? ung mura lng', 'may ramen ba sa Makati? yung mura lang'],
    ['San pde kumain d2', 'Saan pwede kumain dito'],
    ['mgkno dun? kelan cla bukas', 'magkano dun? kailan sila bukas'],
    ['waar kan ik ff lunchen, idd', 'waar kan ik even lunchen, inderdaad'],
    ['mss iets goedkopers aub', 'misschien iets goedkopers alstublieft'],
    ['coffee nr there', 'coffee near there'],
    ['whats the addr', "what's the address"],
    ['is it open tmrw? hrs?', 'is it open tomorrow? hours?'],
    ['tnx', 'thanks'],
    ['san to?', 'saan to?'],
    ['ung pnkamura jan, ano address', 'yung pinakamura diyan, ano address'],
    ['ung pngalawa, my prkingan b', 'yung pangalawa, my parkingan ba'],
    ['thank youuu, salamaaat', 'thank you, salamat'],
    ['sooo goood', 'so good'],
    ['hoe geraken we daar, ge zijt top', 'hoe komen we daar, je bent top'],
    // Wave ci: typed fast, names half remembered.
    ['pizza in brooklin willimsburg', 'pizza in brooklyn willimsburg'],
    ['is the frist one open rite now', 'is the first one open right now'],
    ['thnks', 'thanks'],
  ])('reads "%s" as "%s"', (typed, read) => {
    expect(normaliseSpelling(typed)).toBe(read);
  });

  it.each([
    ['a place name it opens', 'pizza in san francisco'],
    ['a place name typed with capitals', 'San Juan pizza'],
    ['a word inside a place name', 'cheap street food near khao san road bangkok'],
    ['a number sign before a number', 'nr 2 dan'],
    ['an abbreviation in capitals', 'a hotel in Vancouver, BC'],
    ['a variant of a language the message shows less than another', 'de nr van het huis'],
  ])('keeps %s as typed', (_case, text) => {
    expect(normaliseSpelling(text)).toBe(text);
  });

  it('keeps a word of a listed venue\'s name: "San Gines" is the venue', () => {
    expect(normaliseSpelling('is San Gines open 24h?', ['Chocolatería San Ginés'])).toBe('is San Gines open 24h?');
  });

  it('reads a lone "s" as "sa" in Tagalog texting, but keeps a letter after an apostrophe ("\'s avonds")', () => {
    expect(normaliseSpelling('may mga market b d2 s Divisoria?')).toBe('may mga market ba dito sa Divisoria?');
    expect(normaliseSpelling("'s avonds fado luisteren")).toBe("'s avonds fado luisteren");
  });

  it('keeps a leading capital', () => {
    expect(normaliseSpelling('Ung pangatlo')).toBe('Yung pangatlo');
  });

  it('says which table each variant came from, shared text-speak showing no language', () => {
    expect(spellingVariantsIn('ung pang2 tnx').map(({ typed, lang }) => [typed, lang])).toEqual([
      ['ung', 'tl'],
      ['pang2', 'tl'],
      ['tnx', 'shared'],
    ]);
  });
});

describe('the spelling variant tables', () => {
  const tables = Object.entries(SPELLING_VARIANTS) as [VariantLanguage, Record<string, string>][];

  it('list each variant in one table only', () => {
    const variants = tables.flatMap(([, table]) => Object.keys(table));
    expect(variants.filter((variant, index) => variants.indexOf(variant) !== index)).toEqual([]);
  });

  it('never rewrite a word into itself or into another variant', () => {
    const variants = new Set(tables.flatMap(([, table]) => Object.keys(table)));
    const loops = tables.flatMap(([, table]) => Object.entries(table).filter(([variant, word]) => variant === word || variants.has(word)));
    expect(loops).toEqual([]);
  });

  it("hold no common word of another language (Dutch 'u' is no English 'you')", () => {
    const clashes = tables.flatMap(([lang, table]) =>
      Object.keys(table)
        .filter((variant) => commonWordIn(variant).some((other) => other !== lang))
        .map((variant) => `${lang}:${variant}`),
    );
    expect(clashes).toEqual([]);
  });
});

describe('normaliseSpelling of one message read with and without listed names (the variants are kept per message)', () => {
  it.each([
    ['wat abt the abt brasserie, is it open?', 'Abt Brasserie', 'wat about the about brasserie, is it open?'],
    ['bukas pa ba ung pares ni ung?', 'Pares ni Ung', 'bukas pa ba yung pares ni yung?'],
    ['is het effe rustig bij de effe?', 'Café Effe', 'is het even rustig bij de even?'],
  ])('%s: as typed beside "%s", read as "%s" without it, in any order', (text, name, read) => {
    expect([
      normaliseSpelling(text, [name]),
      normaliseSpelling(text),
      normaliseSpelling(text, [name]),
      normaliseSpelling(text, []),
    ]).toEqual([text, read, text, read]);
  });
});
