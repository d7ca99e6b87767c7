import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';
import { searchesNear } from './searches-near';

const near = (text: string) => searchesNear(text, extractQuery(text));

describe('searchesNear', () => {
  it.each([
    'any good bakery near the first one?',
    'is there anything for dinner close by? ramen maybe',
    'something to eat near the cathedral afterwards? dumplings perhaps',
    'is er iets in de buurt van dat museum? pannenkoeken ofzo',
    'may mabibilhan ba malapit sa simbahan? gusto ko ng pasalubong',
    'meron bang kapihan malapit sa pangalawa?',
    'koffie daar in de buurt?',
    'In de buurt van de tweede, zit daar een bar met craft beer?',
    'and where do locals eat around option 3? something flemish',
    // A near word after an earlier "na de" ("after the"): the last one puts the search near the venue.
    'Na de lunch zouden wij graag nog een museum bezoeken, het liefst op loopafstand van dat visrestaurant.',
    // Flemish "daar rond" (around there), wave aq.
    'is er daar rond ook iets gratis te doen want ik heb nog nen halve dag',
    // Wave df: what is close to where they are, or a kind wanted near here.
    'lol ok we just left the second one, was sooo good. whats close for ramen from there',
    'Ngayon po gusto sana naming pumunta sa isang templo o museo na malapit lang dito',
  ])('asks for places near a venue: "%s"', (text) => {
    expect(near(text)).toBe(true);
  });

  it.each([
    'is the first one near the beach?',
    'ligt die tweede dicht bij het station?',
    'malapit ba yun sa simbahan?',
    'thanks, that looks great',
    // "rond drie uur" is around three o'clock, no place.
    'Is de tweede daarvan overdekt? Het gaat daar rond drie uur altijd hozen',
  ])('asks about the venue, or for nothing: "%s"', (text) => {
    expect(near(text)).toBe(false);
  });
});
