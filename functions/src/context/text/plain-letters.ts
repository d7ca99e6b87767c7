// Letters that carry their mark inside them, so NFD leaves them whole: "Bát Đàn" is typed "bat dan", "Smørrebrød" "smorrebrod".
const OWN_LETTERS: Record<string, string> = {
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  İ: 'I',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ß: 'ss',
};

/** The plain letters of `text`: "Đ" → "D", "æ" → "ae"; every other character as it was. */
export function plainLetters(text: string): string {
  return text.replace(/[đøłıİæœß]/gi, (c) => OWN_LETTERS[c]);
}
