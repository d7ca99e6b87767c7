/** The sentences of a message, each with the marks that end it ("Saan may lugaw? Tsaka traffic ba?" has two). */
export function sentencesOf(text: string): string[] {
  return text.match(/[^.!?]+[.!?]*/g) ?? [];
}
