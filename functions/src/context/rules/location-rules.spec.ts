import { describe, expect, it } from 'vitest';
import { CANDIDATE_FILTERS, candidateFilterOf } from './location-candidate-filters';
import { GAZETTEER_RULES, gazetteerCandidates } from './location-gazetteer-candidates';
import { decideLocation, LOCATION_GUARDS, LOCATION_RULES } from './location-rules';
import { PLACE_CHOICE_RULES, searchedPlace } from './location-searched';
import { locationStateOf } from './location-state';

const phenomena = [...new Set(LOCATION_RULES.map((rule) => rule.phenomenon))];

// One describe per phenomenon, fed from the rule records: each example is decided by its rule, each counterexample is not,
// both read with what the rule says its examples are given (a city known, a search, a reply that asked where).
for (const phenomenon of phenomena) {
  describe(`location rules: ${phenomenon}`, () => {
    for (const rule of LOCATION_RULES.filter((r) => r.phenomenon === phenomenon)) {
      it.each(rule.examples)(`${rule.id} decides %j`, (example) => {
        expect(decideLocation(example, rule.given).rule).toBe(rule.id);
      });
      it.each(rule.counterexamples)(`${rule.id} does not decide %j`, (counterexample) => {
        expect(decideLocation(counterexample, rule.given).rule).not.toBe(rule.id);
      });
    }
  });
}

/** The filter that decided each place found in the message, with a city known. */
const filtersOf = (text: string) => {
  const options = { hasLocation: true };
  const state = locationStateOf(text, options);
  return state.found.map((_, i) => candidateFilterOf(state.text, state.found, i, options));
};

describe('location rules: dropped-places', () => {
  for (const filter of CANDIDATE_FILTERS) {
    it.each(filter.examples)(`${filter.id} decides a place of %j`, (example) => {
      expect(filtersOf(example)).toContain(filter.id);
    });
    it.each(filter.counterexamples)(`${filter.id} decides no place of %j`, (counterexample) => {
      expect(filtersOf(counterexample)).not.toContain(filter.id);
    });
  }
  it('drops a landmark, a road or a closest-to only when a city is known', () => {
    const unknown = (text: string) => {
      const state = locationStateOf(text, {});
      return state.found.map((_, i) => candidateFilterOf(state.text, state.found, i, {}));
    };
    expect([unknown('near Hoan Kiem Lake'), unknown('near Orchard Road'), unknown('which is closest to condesa?')]).toEqual([
      ['kept'],
      ['kept', 'kept'],
      ['kept'],
    ]);
  });
});

/** The rule that decided each known name found in the message. */
const knownNameRules = (text: string) => {
  const rules: string[] = [];
  gazetteerCandidates(text, rules);
  return rules;
};

describe('location rules: known-names', () => {
  for (const rule of GAZETTEER_RULES) {
    it.each(rule.examples)(`${rule.id} decides a known name of %j`, (example) => {
      expect(knownNameRules(example)).toContain(rule.id);
    });
    it.each(rule.counterexamples)(`${rule.id} decides no known name of %j`, (counterexample) => {
      expect(knownNameRules(counterexample)).not.toContain(rule.id);
    });
  }
});

/** The place choice rule that decided each place named, of a message that names several. */
const placeChoices = (text: string) => {
  const state = locationStateOf(text, {});
  const rules: string[] = [];
  if (state.places.length > 1) searchedPlace(state.places, state.text, rules);
  return rules;
};

describe('location rules: several-places, place by place', () => {
  for (const rule of PLACE_CHOICE_RULES) {
    it.each(rule.examples)(`${rule.id} decides a place of %j`, (example) => {
      expect(placeChoices(example)).toContain(rule.id);
    });
    it.each(rule.counterexamples)(`${rule.id} decides no place of %j`, (counterexample) => {
      expect(placeChoices(counterexample)).not.toContain(rule.id);
    });
  }
});

describe('location rules: the lists', () => {
  it('gives every rule a unique id and an example, and names only guards that exist', () => {
    for (const rules of [LOCATION_RULES, CANDIDATE_FILTERS, GAZETTEER_RULES, PLACE_CHOICE_RULES]) {
      const ids = rules.map((rule) => rule.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(rules.filter((rule) => !rule.examples.length).map((rule) => rule.id)).toEqual([]);
    }
    const guards = LOCATION_RULES.flatMap((rule) => (rule.guard === undefined ? [] : [rule.guard]));
    expect(guards.filter((guard) => !Object.hasOwn(LOCATION_GUARDS, guard))).toEqual([]);
  });

  it('ends with a rule that always decides', () => {
    expect([LOCATION_RULES.at(-1)!.guard, LOCATION_RULES.at(-1)!.pattern, decideLocation('').rule]).toEqual([undefined, null, 'none']);
  });

  it('lets the first rule in the list that decides win', () => {
    const text = 'day trip from osaka to nara, what should i see';
    expect(decideLocation(text)).toEqual({ result: 'Nara', rule: 'trip-from-to' });
    const without = LOCATION_RULES.filter((rule) => rule.id !== 'trip-from-to');
    expect(decideLocation(text, {}, without)).toEqual({ result: 'Osaka', rule: 'searched-place' });
  });
});

// Issue 17: "on the map" names no place; the city searched stays.
describe('location rules: a map is no place', () => {
  it.each(['can you drop it on the map for me?', 'pakilagay mo sa mapa, ha', 'zet die eens op de kaart aub'])(
    'finds no location in %j',
    (text) => {
      expect(decideLocation(text, { hasLocation: true }).result).toBeNull();
    },
  );
});
