// Issue 17 (wave df, we just came from there): a sentence saying where the person has just been asks nothing; the sentences
// after it say what is asked and searched.
import { describe, expect, it } from 'vitest';
import { extractQuery } from '../extract-query';
import { turnIntentOf } from './turn-intent';
import { visitReports, withoutVisitReports } from './visit-reports';

describe('visit reports', () => {
  it.each([
    ['lol ok we just left the second one, was sooo good. whats close for ramen from there', 'near'],
    ['we ate at the first one, dad loved the satay. is there another hawker centre like that near chinatown? for tmrw', 'search'],
    ['Wij hebben in de eerste gegeten, heel prettig. Nu zouden we graag nog een park bezoeken.', 'search'],
  ])('leaves the report out of what "%s" asks', (text, kind) => {
    expect(visitReports(text)).toHaveLength(1);
    expect(turnIntentOf(text).kind).toBe(kind);
  });

  it('reads the search from the sentences after the report', () => {
    const text = [
      'Tapos na po kami mag-almusal sa pangalawa, masarap po ang kaya toast nila.',
      'Ngayon po gusto sana naming pumunta sa isang templo o museo.',
    ].join(' ');
    expect(extractQuery(withoutVisitReports(text)!)?.query).toBe('museum');
  });

  it.each([
    // The report asks itself.
    'Amai, we zijn net klaar met eten in Shibuya 🍜 Kent ge hier ergens een goei bar die nog lang open is? We zijn met vijf',
    // The report ends the message: the ask comes first.
    'Cheap burgers in Chicago please, we just left the museum.',
    // No report.
    'ramen near the second one. something cheap',
  ])('leaves "%s" whole', (text) => {
    expect(visitReports(text)).toEqual([]);
    expect(withoutVisitReports(text)).toBeNull();
  });
});
