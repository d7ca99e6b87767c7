// The offline model's comparison replies: which listed venue is the cheapest, the dearest, the best rated, or open latest or
// earliest, from one placeFact answer per venue (split from offline-replies.ts, issue 18: files under 500 lines).
import type { RankedBy } from '../context/intent/turn-intent';
import type { PriceLevel } from '../contract/place';
import { clockOf, closesAt, opensAt } from './hours-rank';
import { priceWord, type FactAnswer } from './offline-replies';
import { placeMapsUrl } from '../places/maps-links';
import { replyText, type Language, type ReplyKey } from './reply-text';

const PRICE_ORDER: readonly string[] = ['free', 'inexpensive', 'moderate', 'expensive', 'very expensive'];

/** Where the answer ranks, lower first (the cheapest, the best rated, the one open latest or earliest); null when unknown. */
const rankOf = (answer: FactAnswer, by: RankedBy): number | null => {
  if (answer.value === 'unknown') return null;
  if (by === 'best') return typeof answer.value === 'number' ? -answer.value : null;
  if (by === 'latest') {
    const closes = closesAt(answer);
    return closes === null || closes < 0 ? null : -closes; // (closed that day: no candidate)
  }
  if (by === 'earliest') return opensAt(answer);
  const level = PRICE_ORDER.indexOf(String(answer.value));
  if (level < 0) return null;
  return by === 'cheapest' ? level : PRICE_ORDER.length - level;
};
const ranked = (answers: readonly FactAnswer[], by: RankedBy) => answers.filter((answer) => answer.place && rankOf(answer, by) !== null);

/** The venue a comparison picks, or null when the data ranks none; on a tie the venue listed first, as the person reads. */
export function compareWinner(answers: readonly FactAnswer[], by: RankedBy): FactAnswer | null {
  const known = ranked(answers, by);
  return known.length ? [...known].sort((a, b) => rankOf(a, by)! - rankOf(b, by)!)[0] : null;
}

/** What the winner is picked by, as the reply says it: a rating, a price word, a time on the clock. */
function rankedValue(winner: FactAnswer, by: RankedBy, lang: Language): string {
  if (by === 'best') return String(winner.value);
  if (by === 'latest' || by === 'earliest') return clockOf(Math.abs(rankOf(winner, by)!));
  return priceWord(winner.value as PriceLevel, lang);
}

/** The venue the engine picked as the cheapest (or best rated, ...) of the list, with its own measure: "one of", as others may
 * tie with it; nothing when its measure is unknown. */
export function pickedReply(answer: FactAnswer, by: RankedBy, count: number, lang: Language): string {
  if (!answer.place || rankOf(answer, by) === null || count < 2) return '';
  return replyText(lang, `compare.${by}Tie` as ReplyKey, { count, name: answer.place.name, value: rankedValue(answer, by, lang) });
}

/** The cheapest, the most expensive, the best-rated or the one open latest or earliest of the listed venues, from one placeFact
 * answer per venue. */
export function compareReply(answers: readonly FactAnswer[], by: RankedBy, lang: Language): string {
  const winner = compareWinner(answers, by);
  if (!winner) return replyText(lang, 'compare.unknown', { what: replyText(lang, `compare.what.${by}`) });
  const tiedCount = ranked(answers, by).filter((answer) => rankOf(answer, by) === rankOf(winner, by)).length;
  const value = rankedValue(winner, by, lang);
  // "which one is the most expensive?" when all are as cheap: none is, and saying "one of the most expensive (inexpensive)" misleads.
  // (The cheapest or best of equals is still named: the person wants one to go to, and asks on about it.)
  if (by === 'priciest' && tiedCount === answers.length && answers.length > 1)
    return replyText(lang, 'compare.samePrice', { count: answers.length, value });
  const key = `compare.${by}${tiedCount > 1 ? 'Tie' : ''}` as ReplyKey;
  return replyText(lang, key, { count: answers.length, name: winner.place?.name ?? '', value });
}

/** "top 3": how many a ranking is asked for. */
const TOP_N = /(?<!\p{L})top\s+(\d)/iu;
/** "rank them", "rank mo nga", "rangschik ze", "top 3": asked to rank, not to pick one. */
const RANK_ASK = new RegExp(String.raw`(?<!\p{L})(?:rank|i-?rank|rangschik)(?!\p{L})|${TOP_N.source}`, 'iu');

/** "which one would you pick?", "kung ikaw, alin pipiliin mo?", "welke zou jij kiezen?" (wave ba): the concierge's own choice,
 * which is the best rated and said to be chosen by rating, as the listings hold no more to judge by; "rank them": every rated
 * venue in order, best first. */
export function choiceReply(answers: readonly FactAnswer[], said: string, lang: Language): string {
  const order = [...ranked(answers, 'best')].sort((a, b) => rankOf(a, 'best')! - rankOf(b, 'best')!);
  if (!order.length) return replyText(lang, 'compare.unknown', { what: replyText(lang, 'compare.what.best') });
  if (RANK_ASK.test(said) && order.length > 1) {
    // "rank mo nga top 3 mo": as many as asked for.
    const top = Number(TOP_N.exec(said)?.[1] ?? order.length);
    const list = order
      .slice(0, Math.max(2, top))
      .map((answer, i) => `${i + 1}. **${answer.place!.name}** (★${String(answer.value)})`)
      .join(', ');
    return replyText(lang, 'choice.ranked', { list });
  }
  return replyText(lang, 'choice.pick', { count: answers.length, name: order[0].place!.name, value: String(order[0].value) });
}

/** "which of these is the calmest?", "welke vind jij t gezelligst?" (wave cg): the listings hold nothing on how a place feels,
 * so the reply says so, names the best rated as the one to start from, and links its reviews. */
export function feelReply(answers: readonly FactAnswer[], lang: Language): string {
  const best = compareWinner(answers, 'best');
  if (!best?.place) return replyText(lang, 'compare.unknown', { what: replyText(lang, 'compare.what.best') });
  const { place } = best;
  return replyText(lang, 'choice.byFeel', { count: answers.length, name: place.name, value: String(best.value), url: placeMapsUrl(place) });
}
