import { describe, expect, it } from 'vitest';
import { messyTyping, retypeTranscripts, withTypos } from './typing-variants';

describe('messyTyping', () => {
  it('lower-cases and drops sentence punctuation and apostrophes but keeps decimals', () => {
    expect(messyTyping("What's open at 9.30? Near Mang Inasal, please!")).toBe('whats open at 9.30 near mang inasal please');
  });
});

describe('withTypos', () => {
  it('leaves out the middle letter of the listed words only, whatever their case', () => {
    expect(withTypos('Shanghai Dumpling King', new Set(['shanghai', 'dumpling']))).toBe('Shanhai Dumping King');
  });
});

describe('retypeTranscripts', () => {
  const transcripts = `${JSON.stringify({
    id: 'a',
    turns: [
      { role: 'user', content: 'Dumplings?' },
      { role: 'model', content: 'Here', venues: [{ name: 'Shanghai Dumpling King', placeId: 'P1' }] },
      { role: 'user', content: 'Is Shanghai Dumpling open?' },
    ],
  })}\n`;

  it('retypes user turns only, with typos in the venue names the model has listed before', () => {
    const turns = (text: string) => JSON.parse(text).turns.map((turn: { content: string }) => turn.content);
    const typos = retypeTranscripts(transcripts, { messy: false, typos: true });
    expect(turns(typos)).toEqual(['Dumplings?', 'Here', 'Is Shanhai Dumping open?']);
    expect(turns(retypeTranscripts(transcripts, { messy: true, typos: true }))).toEqual(['dumplings', 'Here', 'is shanhai dumping open']);
  });
});
