// Issue 17 (wave df, we just came from there): "we just left the second one, was sooo good. whats close for ramen from there",
// "Tapos na po kami mag-almusal sa pangalawa, masarap po ang kaya toast nila. Ngayon po gusto sana naming pumunta sa isang
// templo", "we zitten nu bij de tweede, was echt top 🤤 iets zoets hier in de buurt?". A sentence saying where the person has
// just been (VISITED) asks nothing: the other sentences say what is asked and what is searched. The place or card it names still
// counts as where they are: only the intent and the query are read without it.
import { analyseMessage, partNamed, partOccurs } from './intent-words';
import { recentResults } from '../text/recent-results';
import { sentencesOf } from '../text/sentences';

/** The intent, the extract and the decide stage each ask it of the same message in one turn. */
const reported = recentResults<string[]>();

/** The sentences reporting a visit that another sentence follows ("we just left the second one, was sooo good. whats close
 * for ramen from there"); none that asks itself ("we zijn net klaar met eten in Shibuya 🍜 Kent ge hier een bar?") or ends
 * the message ("Cheap burgers in Chicago please, we just finished at the museum."). */
export function visitReports(text: string): readonly string[] {
  return reported.of(text, () => {
    const sentences = sentencesOf(text).filter((sentence) => /\p{L}/u.test(sentence));
    const visited = partNamed('VISITED');
    return sentences.filter(
      (sentence, i) => i < sentences.length - 1 && !sentence.includes('?') && partOccurs(analyseMessage(sentence), visited),
    );
  });
}

/** The message without its visit reports, or null when it has none to leave out. */
export function withoutVisitReports(text: string): string | null {
  const reports = visitReports(text);
  return reports.length ? reports.reduce((rest, report) => rest.replace(report, ' '), text).trim() : null;
}
