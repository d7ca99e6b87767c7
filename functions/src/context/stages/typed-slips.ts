// Stage 3, read again (issue 17, wave cv, typed on the go): a first search whose food or place was typed with a slip ("ramne
// in shibya", "dumplng sa binondoo", "snel iets eten bij grand centrl") finds nothing to look for, or a place no list knows.
// Only then is the message read again with its slips read as the words they miss (lexicon/typed-slips.ts), and that
// reading is kept only when it finds what the typed one lacked and loses nothing it had. A message that found its search
// is never read again: a word no list knows is more often a word the lists lack than a slip.
import type { ConversationContext } from '../conversation-context';
import { isPlaceName, withSlipsRead } from '../lexicon/typed-slips';
import { analyseText } from '../text/analyse-text';
import { fold } from '../text/fold';
import type { AnalyseStage } from './analyse';
import { extractStage, type ExtractStage } from './extract';

export interface SlipsRead {
  read: AnalyseStage;
  extract: ExtractStage;
}

export function slipsReadStage(read: AnalyseStage, extract: ExtractStage, before: ConversationContext): SlipsRead {
  const as = { read, extract };
  const needsQuery = extract.query === null && before.searchQuery === null;
  const needsPlace = extract.location === null ? before.location === null : !isPlaceName(extract.location);
  if (!needsQuery && !needsPlace) return as;
  const text = withSlipsRead(read.text, read.venueNames);
  if (text === read.text) return as;
  const reread = { ...read, text, analysed: analyseText(text) };
  const again = extractStage(reread, before);
  const sameQuery = (extract.query?.query ?? null) === (again.query?.query ?? null);
  // ... and a place found before stays that place, its own slip read at most ("Gare Du Nrod" is "Gare du Nord").
  const samePlace = extract.location === null || fold(again.location ?? '') === fold(withSlipsRead(extract.location));
  const findsQuery = needsQuery && again.query !== null && samePlace;
  const findsPlace = needsPlace && sameQuery && samePlace && again.location !== null && isPlaceName(again.location);
  return findsQuery || findsPlace ? { read: reread, extract: again } : as;
}
