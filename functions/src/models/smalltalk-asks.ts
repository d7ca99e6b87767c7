// What a small-talk question asks beyond its topic's general answer, read from the intent words.
import { analyseMessage, partNamed, partOccurs, partSpans } from '../context/intent/intent-words';

/** What a weather question asks beyond the forecast: what to wear or bring, or what the weather usually does. */
export function weatherAsk(said: string): 'wear' | 'usual' | null {
  const message = analyseMessage(said);
  if (partOccurs(message, partNamed('WEAR_ASK')) || partOccurs(message, partNamed('WEAR'))) return 'wear';
  return partOccurs(message, partNamed('WEATHER_USUAL')) ? 'usual' : null;
}

/** What a transport question asks beyond the way around: step-free access, or how late it runs. */
export function transportAsk(said: string): 'stepFree' | 'hours' | null {
  const message = analyseMessage(said);
  if (partSpans(message, partNamed('WHEELCHAIR')).length) return 'stepFree';
  return partSpans(message, partNamed('HOURS')).length ? 'hours' : null;
}

/** "is it worth going out in this rain?": an opinion asked about the weather (wave di). */
export const opinionOnWeather = (said: string): boolean => partOccurs(analyseMessage(said), partNamed('WEATHER'));
