// Issue 17: "Is dat museum op maandag geopend?", "open ba sila sa Linggo?", "is it open on Sundays?": the hours of the day
// named, not the whole week; "today", "bukas ng gabi", "overmorgen" name a day counted from the venue's own today.
import { analyseMessage, relativeDayIn, WEEKDAY_NAMES, weekdayIn, type WeekdayName } from '../context/intent/intent-words';
import type { FactAnswer } from './offline-replies';

/** The day the words name: a weekday, or one counted from the answer's `today` ("tomorrow" on a Saturday is Sunday). */
function askedDay(answer: FactAnswer, said: string): WeekdayName | null {
  const message = analyseMessage(said);
  const named = weekdayIn(message);
  if (named) return named;
  const today = WEEKDAY_NAMES.indexOf(answer.today as WeekdayName);
  const after = relativeDayIn(message);
  return today < 0 || after === null ? null : WEEKDAY_NAMES[(today + after) % 7];
}

/** The opening-hours answer cut to the line of the day the words name ("Monday: 10:00–18:00"); on a closed day the week
 * from that day on, so the person sees when it does open. Any other answer, or one the words name no day for, or one
 * without that day's line, as it is. */
export function hoursOfAskedDay(answer: FactAnswer, said: string): FactAnswer {
  if (answer.fact !== 'openingHours' || !Array.isArray(answer.value)) return answer;
  const lines = answer.value.map(String);
  const day = askedDay(answer, said);
  const at = day ? lines.findIndex((line) => line.startsWith(`${day}:`)) : -1;
  if (at < 0) return answer;
  return { ...answer, value: lines[at].endsWith(': Closed') ? [...lines.slice(at), ...lines.slice(0, at)] : [lines[at]] };
}
