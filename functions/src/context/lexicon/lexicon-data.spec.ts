import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPlace, LEADING_ARTICLE, neighbourhoodAt, placeKey } from '../gazetteer';
import { NEIGHBOURHOOD_GROUPS, NEIGHBOURHOODS } from '../neighbourhoods';
import { LANDMARK_GROUPS } from '../rules/location-landmarks';
import { commonWordIn } from './common-words';
import KEPT from './common-word-places.json';
import GAZETTEER from './gazetteer.json';

/** Names that fold to the same lookup key as a name before them. */
function repeated(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => seen.size === seen.add(placeKey(name)).size);
}
const gazetteerNames = [
  ...GAZETTEER.places.flatMap((s) => s.names),
  ...GAZETTEER.abbreviations,
  ...GAZETTEER.regions,
  ...GAZETTEER.countries,
];
const neighbourhoodNames = NEIGHBOURHOOD_GROUPS.flatMap((g) => g.names.flatMap((name) => [name, ...(g.aliases?.[name] ?? [])]));
/** Words listed twice, as written. */
const repeatedWords = (words: readonly string[]) => words.filter((w, i) => words.indexOf(w) !== i);
/** A name as the engine may match it: whole, and without a leading article when four letters or more remain. */
const matchedForms = (name: string) => [name, name.replace(LEADING_ARTICLE, '')].filter((form, i) => i === 0 || form.length >= 4);
const isCommonWord = (name: string) => matchedForms(name).some((form) => commonWordIn(placeKey(form)).length > 0);
const marked = new Set(NEIGHBOURHOOD_GROUPS.flatMap((g) => Object.keys(g.commonWords ?? {})));
const kept: Readonly<Record<string, string>> = KEPT;

describe('the lexicon data', () => {
  it('lists each gazetteer place, abbreviation and country once after folding', () => {
    const places = GAZETTEER.places.flatMap((s) => s.names);
    const countries = [...GAZETTEER.regions, ...GAZETTEER.countries];
    expect([repeated(places), repeated(GAZETTEER.abbreviations), repeated(countries)]).toEqual([[], [], []]);
  });

  it('lists each neighbourhood once after folding, and none the gazetteer already holds', () => {
    expect([repeated(neighbourhoodNames), neighbourhoodNames.filter((name) => isKnownPlace(name))]).toEqual([[], []]);
  });

  it('lists each Dutch and each Tagalog word once, in lower case', () => {
    for (const file of ['translations.nl-en.json', 'translations.tl-en.json']) {
      // JSON.parse keeps the last of two equal keys without a word: the file text is read instead.
      const words = [...readFileSync(join(__dirname, file), 'utf8').matchAll(/^\s*"([^"]+)":/gm)].map((m) => m[1]);
      expect([file, repeatedWords(words), words.filter((w) => w !== w.toLowerCase())]).toEqual([file, [], []]);
    }
  });

  it('lists each common word once, folded', () => {
    for (const language of ['en', 'nl', 'tl']) {
      const words: string[] = JSON.parse(readFileSync(join(__dirname, `common-words.${language}.json`), 'utf8'));
      expect([language, repeatedWords(words), words.filter((w) => placeKey(w) !== w)]).toEqual([language, [], []]);
    }
  });

  it('gives every neighbourhood group a city the gazetteer knows, or null where no city could be told', () => {
    const cities = NEIGHBOURHOOD_GROUPS.map((g) => g.city).filter((city): city is string => city !== null);
    expect(cities.filter((city) => !isKnownPlace(city))).toEqual([]);
  });

  it('flags "Golden" as an English word and "Kainan" as a Tagalog one', () => {
    const languages = ['Golden', 'Kainan', 'Makati'].map((name) => commonWordIn(placeKey(name)));
    expect(languages).toEqual([['en'], ['tl'], []]);
  });

  it('marks every place name that is a common word: dropped with why, or kept with why', () => {
    const names = [...gazetteerNames, ...neighbourhoodNames];
    expect(names.filter((name) => isCommonWord(name) && !marked.has(name) && !kept[name])).toEqual([]);
  });

  it('gives a reason for every mark', () => {
    const reasons = [...NEIGHBOURHOOD_GROUPS.flatMap((g) => Object.values(g.commonWords ?? {})), ...Object.values(kept)];
    expect(reasons.filter((why) => typeof why !== 'string' || why.length < 10)).toEqual([]);
  });

  it('keeps no mark for a name that is no longer listed or no longer a common word', () => {
    const listed = new Set([...gazetteerNames, ...neighbourhoodNames]);
    const stale = [...marked, ...Object.keys(kept)].filter((name) => !listed.has(name) || !isCommonWord(name));
    expect(stale).toEqual([]);
  });

  it('matches no neighbourhood marked as a common word', () => {
    const stillMatched = NEIGHBOURHOODS.filter((name) => marked.has(name));
    expect([stillMatched, neighbourhoodAt('golden hour', 0), neighbourhoodAt('kainan', 0)]).toEqual([[], null, null]);
  });

  // The offline catalog's own areas and landmarks are listed whole: "golden gate park" is the park, never "Golden".
  it('reads a catalog landmark whole, not its first word', () => {
    expect([neighbourhoodAt('golden gate park', 0)?.raw, neighbourhoodAt('lincoln park?', 0)?.raw]).toEqual([
      'Golden Gate Park',
      'Lincoln Park',
    ]);
  });

  // lexicon/landmarks.json is written from the offline catalog's landmarks (rules/location-landmarks.ts).
  it('lists as landmarks only the catalog landmarks of that city, each spelling one the catalog gives', () => {
    const catalogDir = join(__dirname, '../../places/data/catalog');
    const catalogs = readdirSync(catalogDir)
      .map((file) => JSON.parse(readFileSync(join(catalogDir, file), 'utf8')) as CatalogLandmarks)
      .filter((c) => c.landmarks);
    const strays = LANDMARK_GROUPS.flatMap((group) => {
      const city = catalogs.find((c) => c.name === group.city);
      return Object.entries(group.landmarks).flatMap(([name, spellings]) => {
        const landmark = city?.landmarks!.find((l) => l.name === name);
        const known = new Set([name, ...(landmark?.aliases ?? [])].map(placeKey));
        return landmark ? spellings.filter((s) => !known.has(placeKey(s))) : [`${group.city}: ${name}`];
      });
    });
    expect(strays).toEqual([]);
  });

  it('matches no landmark spelling that is short, everyday or said of two landmarks', () => {
    const spellings = LANDMARK_GROUPS.flatMap((g) => Object.values(g.landmarks).flat());
    // "de dam", "the bean": an everyday word is a landmark only with its article, which location-landmarks reads before it.
    const everydayWithArticle = (s: string) => LEADING_ARTICLE.test(s) && s.replace(LEADING_ARTICLE, '').length >= 3;
    const bad = spellings.filter((s) => !everydayWithArticle(s) && (s.length < 5 || isCommonWord(s) || LEADING_ARTICLE.test(s)));
    expect([bad, repeated(spellings)]).toEqual([[], []]);
  });
});

interface CatalogLandmarks {
  name: string;
  landmarks?: { name: string; aliases?: string[] }[];
}
