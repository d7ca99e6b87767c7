import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';
import { prepare } from '../prepare-turn.fixture';
import { searchAfterKindRuledOut } from './kind-ruled-out';

const after = (text: string, known: string) => searchAfterKindRuledOut(text, known, extractQuery(text));

// Wave ca: the kind searched, said as not wanted with no other kind named, leaves a search for places to eat in general.
describe('searchAfterKindRuledOut', () => {
  it.each([
    ["Hmm, not keen on either. Anything that isn't Mexican? The kids won't touch anything spicy", 'mexican'],
    ['Allez, geen van die is echt iets voor kleine mannen. Iets anders dan ramen, gewoon een familierestaurant?', 'ramen'],
    ['hmm neither works. something else, no pizza tho i had pizza 3x this week', 'pizza'],
  ])('"%s" after %s searches restaurants', (text, known) => {
    expect(after(text, known)).toBe('restaurant');
  });

  it.each([
    ['is the first one open late?', 'ramen'],
    ['any sushi instead of ramen?', 'ramen'],
    ['no museums today, ramen please', 'ramen'],
  ])('"%s" after %s is no such turn', (text, known) => {
    expect(after(text, known)).toBeNull();
  });

  it('leaves a search that is no food alone', () => {
    expect(after('anything that is not a museum?', 'museum')).toBeNull();
  });

  it('moves the remembered search in a turn that picks no venue, naming the rule', () => {
    const turn = prepare('Iets anders dan ramen, gewoon een familierestaurant in de buurt?');
    expect(turn.context.searchQuery).toBe('restaurant');
    expect(turn.reasons.query).toContain('kind-ruled-out');
  });
});
