// `npm run eval -- --messy` and `--typos`: the hand-written sets typed the way people text. The gold stays: the words mean
// the same. --messy: user turns in lower case, without ? ! , and full stops (decimals kept) or apostrophes. --typos: every
// word of six letters or more that a listed venue's name holds is typed with its middle letter left out ("Shanhai Dumping King").

export interface TypingVariant {
  messy: boolean;
  typos: boolean;
}

/** A user turn as typed in a hurry: lower case, no sentence punctuation, no apostrophes. */
export const messyTyping = (text: string) => text.toLowerCase().replace(/[?!,'’]|\.(?!\d)/g, '');

const WORD = /\p{L}+/gu;

/** Each word of `nameWords` (lower case) loses its middle letter. */
export function withTypos(text: string, nameWords: ReadonlySet<string>): string {
  const middle = (word: string) => word.length >> 1;
  const drop = (word: string) => word.slice(0, middle(word)) + word.slice(middle(word) + 1);
  return text.replace(WORD, (word) => (nameWords.has(word.toLowerCase()) ? drop(word) : word));
}

interface LooseTurn {
  role: string;
  content: string;
  venues?: { name: unknown }[];
}

/** The transcripts (JSON Lines) with every user turn retyped; venue names seen so far decide the typos. */
export function retypeTranscripts(text: string, { messy, typos }: TypingVariant): string {
  const lines = text.split('\n').filter((line) => line.trim());
  const copy = lines.map((line) => {
    const conversation = JSON.parse(line) as { turns: LooseTurn[] };
    const nameWords = new Set<string>();
    for (const turn of conversation.turns) {
      if (turn.role !== 'user') {
        for (const venue of turn.venues ?? []) {
          for (const [word] of String(venue.name).matchAll(WORD)) if (word.length >= 6) nameWords.add(word.toLowerCase());
        }
        continue;
      }
      if (messy) turn.content = messyTyping(turn.content);
      if (typos) turn.content = withTypos(turn.content, nameWords);
    }
    return JSON.stringify(conversation);
  });
  return `${copy.join('\n')}\n`;
}
