// Issue 17: "Is dat museum op maandag geopend?", "open ba sila sa Linggo?", "is it open on Sundays?": the hours of the day
// named, not the whole week.
import { analyseMessage, weekdayIn } from '../context/intent/intent-words';
import type { FactAnswer } from './offline-replies';

/** The opening-hours answer cut to the line of the day the words name ("Monday: 10:00–18:00"); on a closed day the week
 * from that day on, so the person sees when it does open. Any other answer, or one the words name no day for, or one
 * without that day's line, as it is. */
export function hoursOfAskedDay(answer: FactAnswer, said: string): FactAnswer {
  if (answer.fact !== 'openingHours' || !Array.isArray(answer.value)) return answer;
  const lines = answer.value.map(String);
  const day = weekdayIn(analyseMessage(said));
  const at = day ? lines.findIndex((line) => line.startsWith(`${day}:`)) : -1;
  if (at < 0) return answer;
  return { ...answer, value: lines[at].endsWith(': Closed') ? [...lines.slice(at), ...lines.slice(0, at)] : [lines[at]] };
}
