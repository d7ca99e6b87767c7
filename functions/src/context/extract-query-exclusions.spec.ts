import { describe, expect, it } from 'vitest';
import { extractQuery } from './extract-query';
import { replacedBy } from './stages/replaces-query';

const query = (text: string) => extractQuery(text)?.query ?? null;

// Class "ordinary words taken as the search" (issue 17): what the person rules out, or who they are, is no search.
describe('extractQuery leaves out a kind the person rules out', () => {
  it.each([
    ['Hmm, liever iets anders dan bagels. Gewoon een goede brunchplek.', 'brunch', 'bagel'],
    ['iba naman pre, sawa na kami sa burger. pizza kaya dito sa Pasig?', 'pizza', 'burger'],
    ['pizza instead of sushi?', 'pizza', 'sushi'],
    ['no more ramen, maybe tempura?', 'tempura', 'ramen'],
    ["my colleague can't really do bbq, she's veggie and gluten free. something vegetarian around there?", 'vegetarian', 'bbq'],
    ['my wife doesn’t eat sushi, any ramen nearby?', 'ramen', 'sushi'],
    ['mijn vrouw eet geen vis, iets vegetarisch in de buurt?', 'vegetarisch', 'vis'],
    ['hindi kumakain ng lechon si Lola, may halal ba dito?', 'halal', 'lechon'],
  ])('%s', (text, wanted, ruledOut) => {
    expect(query(text)).toContain(wanted);
    expect(query(text)).not.toContain(ruledOut);
  });

  it('keeps a kind that is only mentioned, not ruled out', () => {
    expect(query('sushi other than at the fish market?')).toContain('sushi');
  });
});

describe('extractQuery reads a nationality before a word for people as who, not what to eat', () => {
  it.each([
    'Goeiendag, we zijn een Belgisch koppel op reis in Portugal. Is november een goeie maand?',
    "we're a Korean family visiting for a week, is it cold now?",
  ])('%s', (text) => {
    expect(query(text)).toBeNull();
  });

  it.each([
    ['belgisch eten in Gent', 'belgisch'],
    ['korean bbq for a family of five', 'korean'],
  ])('still searches the cuisine: %s', (text, wanted) => {
    expect(query(text)).toContain(wanted);
  });
});

describe('extractQuery, Dutch words for a day trip and a Tagalog particle after the kind', () => {
  it.each([
    ['Welke daguitstappen vanuit Lissabon raadt ge aan?', 'daguitstappen'],
    ['een uitstap naar Sintra?', 'uitstap'],
    ['pizza kaya dito sa Pasig?', 'pizza'],
    ['where can I get kaya toast?', 'kaya toast'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery, where the person just landed is no search', () => {
  it('reads "net geland in SF" as news, not a kind of place', () => {
    expect(query('Goeiemorgen! Net geland in SF, jetlag is echt heftig. Is het hier nu koud?')).toBeNull();
    expect(query('Net geland in Lissabon, waar kunnen we ontbijten?')).toBe('ontbijten');
  });
});

describe('extractQuery, of two diets the one in the question is asked for', () => {
  it.each([
    ["she's vegan and gluten free. anything halal around?", 'halal'],
    ['hij is vegetarisch en glutenvrij. iets veganistisch hier?', 'veganistisch'],
    ['vegan and gluten free options?', 'vegan'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('extractQuery names a Tagalog kind by the word the catalog and the search know', () => {
  it.each([
    ['Kape tayo sa BGC, yung quiet at senior-friendly', 'coffee'],
    ['may palengke o market ba sa Manila na mura ang pagkain?', 'market'],
    ['saan may merkado dito sa Baguio?', 'market'],
    ['museo dito sa Maynila', 'museum'],
  ])('%s', (text, expected) => {
    expect(query(text)).toBe(expected);
  });
});

describe('replacedBy: a diet asked for after the known kind is ruled out is the new search', () => {
  it.each([
    ["my colleague can't really do bbq, she's veggie. something vegetarian around there?", 'korean bbq', 'vegetarian'],
    ['mijn vrouw lust geen ramen, iets vegetarisch daar in de buurt?', 'ramen', 'vegetarisch'],
    ['hindi kumakain ng lechon si Lola, may halal ba malapit dun?', 'lechon', 'halal'],
  ])('%s', (text, known, diet) => {
    expect(query(text)).toBe(diet);
    expect(replacedBy(extractQuery(text), known, false, true, text)).toEqual({
      replaces: true,
      rule: 'a-diet-instead-of-the-kind-ruled-out',
    });
  });

  it('keeps the known kind when the diet comes with no kind ruled out', () => {
    expect(replacedBy(extractQuery('vegetarian?'), 'korean bbq', false, true, 'vegetarian?').rule).not.toBe(
      'a-diet-instead-of-the-kind-ruled-out',
    );
  });
});

// Wave ca ("not that one"): a kind further on in the clause a ruling-out word opens is ruled out too.
describe('extractQuery leaves out kinds listed after a ruling-out word', () => {
  it.each([
    ['Good evening! Please, no yakitori or anything built around meat or fish. Something vegetarian?', 'vegetarian', 'fish'],
    ['Looking for an early dinner in the Mission, nowhere loud or bar-like please', 'dinner', 'bar'],
    ['kainan sa Ermita pero ayoko nung puro matamis yung mga dessert, yung totoong pagkain', 'kainan', 'dessert'],
  ])('%s', (text, wanted, ruledOut) => {
    expect(query(text)).toContain(wanted);
    expect(query(text)).not.toContain(ruledOut);
  });

  it('rules out a kind said again after it was ruled out', () => {
    expect(query('something else, no pizza tho i had pizza 3x this week')).toBeNull();
  });

  it('keeps the kind offered as the alternative ("o kaya", "or else")', () => {
    expect(query('Hindi po ako kumakain ng baboy, kaya sana po yung walang pork sa menu o kaya halal po.')).toBe('halal');
  });

  it('keeps a kind after a doubt ("not sure if ...")', () => {
    expect(query('not sure if sushi or ramen in Shibuya')).not.toBeNull();
  });
});

// Wave cd: the show or concert the person goes to is the plan; the meal asked around it is the search.
describe('extractQuery reads the meal asked around an event the person goes to', () => {
  it.each([
    "hey so I'm seeing a show in the theater district tonight at eight and I want to grab dinner before near Times Square",
    'gusto sana namin mag-dinner sa Kapitolyo tonight tapos maybe manood ng show or exhibit after. Saan masarap kumain dun?',
  ])('%s', (text) => {
    expect(query(text)).toBe('dinner');
  });

  it('still searches the event when no meal is asked', () => {
    expect(query('we are seeing a show tonight, any good musicals in the theater district?')).not.toBeNull();
  });
});

// Wave ce: a place to work is a search of its own (the place search finds cafés for it); what it should be without is none.
describe('extractQuery reads a place to work', () => {
  it.each([
    ['zoek een plek in Midtown waar ik kan bellen. coworking of hotel lobby, maakt niet uit', 'coworking'],
    ['ik zoek een café in le marais waar ik een paar uur kan schrijven liefst rustig zonder harde muziek', 'café'],
  ])('%s', (text, wanted) => {
    expect(query(text)).toBe(wanted);
  });
});
