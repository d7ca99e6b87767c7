/** `text` as a pattern that matches it literally: "U.S. (east)" → "U\.S\. \(east\)". */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
