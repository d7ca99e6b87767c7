import { describe, expect, it } from 'vitest';
import { parseCatalogQuery } from './catalog-query';

describe('search words people use informally', () => {
  it.each([
    ['koffietentjes', 'cafe'],
    ['koffie drinken', 'cafe'],
    ['bakkerijen', 'bakery'],
    ['ramenzaken', 'ramen'],
    ['sushizaken', 'sushi'],
    ["pizzeria's", 'pizza'],
    ['lunchplekken', 'food'],
    ['lunchen', 'food'],
    ['een hapje eten', 'food'],
    ['brunchtentje', 'brunch'],
    ['borrelen', 'nightlife'],
    ['iets drinken', 'nightlife'],
    ['drink', 'nightlife'],
    ['gimikan', 'nightlife'],
    ['stappen', 'nightlife'],
    ['bruin café', 'nightlife'],
    ['musea', 'museum'],
    ['markten', 'market'],
    ['kainin', 'food'],
    ['dagtripje', 'day trip'],
    ['daguitstapjes', 'day trip'],
    ['dagje weg', 'day trip'],
    ['kape', 'cafe'],
    ['coffee', 'cafe'],
    ['palengke', 'market'],
    ['talipapa', 'market'],
    ['pamilihan', 'market'],
    ['side trip', 'day trip'],
  ])('reads "%s" as the kind %s', (words, term) => {
    expect(parseCatalogQuery(words).terms.map((alternatives) => alternatives[0])).toEqual([term]);
  });
});
