import { describe, expect, it } from 'vitest';
import { decideQuery, QUERY_GUARDS, QUERY_RULES } from './query-rules';
import { chooseSpan, SPAN_CHOICE_RULES } from './query-span-choice';
import { spansOf, TOKEN_RULES } from './query-spans';
import { queryStateOf } from './query-state';

const phenomena = [...new Set(QUERY_RULES.map((rule) => rule.phenomenon))];

// One describe per phenomenon, fed from the rule records: each example is decided by its rule, each counterexample is not.
for (const phenomenon of phenomena) {
  describe(`query rules: ${phenomenon}`, () => {
    for (const rule of QUERY_RULES.filter((r) => r.phenomenon === phenomenon)) {
      it.each(rule.examples)(`${rule.id} decides %j`, (example) => {
        expect(decideQuery(example).rule).toBe(rule.id);
      });
      it.each(rule.counterexamples)(`${rule.id} does not decide %j`, (counterexample) => {
        expect(decideQuery(counterexample).rule).not.toBe(rule.id);
      });
    }
  });
}

/** The span choice rules that decided each later kind named in the message. */
const choices = (text: string) => {
  const state = queryStateOf(text);
  return state.strong.length ? chooseSpan(state.text, state.strong).rules : [];
};

describe('query rules: span-choice', () => {
  for (const rule of SPAN_CHOICE_RULES) {
    it.each(rule.examples)(`${rule.id} decides between the kinds of %j`, (example) => {
      expect(choices(example)).toContain(rule.id);
    });
    it.each(rule.counterexamples)(`${rule.id} does not decide between the kinds of %j`, (counterexample) => {
      expect(choices(counterexample)).not.toContain(rule.id);
    });
  }
});

describe('query rules: tokens', () => {
  for (const rule of TOKEN_RULES) {
    it.each(rule.examples)(`${rule.id} decides a token of %j`, (example) => {
      expect(spansOf(example).rules).toContain(rule.id);
    });
    it.each(rule.counterexamples)(`${rule.id} decides no token of %j`, (counterexample) => {
      expect(spansOf(counterexample).rules).not.toContain(rule.id);
    });
  }
  it('builds spans of lexicon words joined by "and", a ruled-out word ending one', () => {
    expect(spansOf('pizza and pasta, anything but sushi').spans.map((span) => span.words.join(' '))).toEqual(['pizza and pasta']);
  });
});

describe('query rules: the lists', () => {
  it('gives every rule a unique id and an example, and names only guards that exist', () => {
    for (const rules of [QUERY_RULES, SPAN_CHOICE_RULES, TOKEN_RULES]) {
      const ids = rules.map((rule) => rule.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(rules.filter((rule) => !rule.examples.length).map((rule) => rule.id)).toEqual([]);
    }
    const guards = QUERY_RULES.flatMap((rule) => (rule.guard === undefined ? [] : [rule.guard]));
    expect(guards.filter((guard) => !Object.hasOwn(QUERY_GUARDS, guard))).toEqual([]);
  });

  it('ends each list with a rule that always decides', () => {
    expect([QUERY_RULES.at(-1)!.guard, QUERY_RULES.at(-1)!.pattern, decideQuery('').rule]).toEqual([undefined, null, 'none']);
    expect([SPAN_CHOICE_RULES.at(-1)!.id, TOKEN_RULES.at(-1)!.id]).toEqual(['first-named', 'other-word']);
  });

  it('lets the first rule in the list that decides win', () => {
    const text = 'where should I stay near the Royal Mile?';
    const [stay] = QUERY_RULES.filter((rule) => rule.id === 'where-to-stay');
    expect(decideQuery(text).result).toEqual({ query: 'hotel', weak: false, lodging: true });
    expect(
      decideQuery(
        text,
        QUERY_RULES.filter((rule) => rule !== stay),
      ),
    ).toEqual({ result: null, rule: 'none' });
  });

  it('the guards split a message into one that names a kind, holds only a generic word, or holds none', () => {
    const held = (text: string) => Object.keys(QUERY_GUARDS).filter((name) => QUERY_GUARDS[name](queryStateOf(text)));
    expect([held('ramen in sf'), held('something to eat'), held('hi there')]).toEqual([
      ['names-a-kind'],
      ['names-no-kind', 'holds-a-generic-word'],
      ['names-no-kind', 'holds-no-word'],
    ]);
  });
});

describe('query rules: the kind of food asked, not the occasion, the meal time or the verb', () => {
  const query = (text: string) => decideQuery(text).result?.query;
  it('takes the kind of food after an occasion named first (reunion, birthday, verjaardag)', () => {
    expect(query('reunion namin sa QC sa 28. need halal kc andun pinsan kong si Amir, tsaka may mga bata. any suggestions?')).toBe('halal');
    expect(query('birthday ng lola ko sa Cubao sa sabado, need halal')).toBe('halal');
    expect(query('for my birthday dinner, somewhere vegan in Manila?')).toBe('vegan dinner');
    expect(query('verjaardag van mijn zus in Gent, iets vegetarisch?')).toBe('vegetarisch');
  });
  it('takes the kind of food before a verb that only says "to eat"', () => {
    expect(query('hey we zijn net aangekomen in amsterdam. kunde gij ne vegetarische plek aanraden om te eten, ni te duur?')).toBe(
      'vegetarische',
    );
    expect(query('kun je een veganistische zaak aanraden om te lunchen in Leuven?')).toBe('veganistische');
    expect(query('any vegan place to eat in Ghent?')).toBe('vegan');
    expect(query('we need a halal place to eat in Makati')).toBe('halal');
  });
  // ... keeping the meal, so a diet for lunch after a day trip is a search for food.
  it('takes the kind of food said after the meal time', () => {
    expect(query('Right, and somewhere for lunch in Lisbon itself tomorrow, vegetarian, not too dear')).toBe('vegetarian lunch');
    expect(query('wa kunnen we daarna eten, iets vegetarisch?')).toBe('vegetarisch');
  });
  it('keeps the meal time or the verb when no kind of food is said', () => {
    expect(query('somewhere for lunch in Lisbon tomorrow, not too dear')).toBe('lunch');
    expect(query('where can i get a vegetarian lunch in Porto')).toBe('vegetarian lunch');
  });
});
