// Model text is untrusted: everything is escaped first, then only a fixed set of tags is built around escaped text.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** `(place_id: X)` is for the model and the context engine, which read it back from history; people don't need it. */
export function hidePlaceIds(text: string): string {
  return text.replace(/[ \t]*\(place[_ ]id:\s*[^()\s]+\)/gi, '');
}

/** Markdown subset → HTML: paragraphs, line breaks, - / 1. lists, **bold**, *italic*, [links](https://...), bare https URLs. */
export function renderMarkdown(markdown: string): string {
  const lines = escapeHtml(hidePlaceIds(markdown.replace(/\r\n?/g, '\n'))).split('\n');
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.map(renderInline).join('<br>')}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push(`<${list.tag}>${list.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };

  for (const raw of lines) {
    const line = raw.trim();
    const bullet = /^[-*+]\s+(\S.*)$/.exec(line);
    const numbered = /^\d{1,3}[.)]\s+(\S.*)$/.exec(line);
    const heading = /^#{1,6}\s+(\S.*)$/.exec(line);
    if (!line) {
      flushParagraph();
      flushList();
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol';
      flushParagraph();
      if (list && list.tag !== tag) flushList();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)![1]);
    } else if (heading) {
      flushParagraph();
      flushList();
      blocks.push(`<p><strong>${renderInline(heading[1])}</strong></p>`);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks.join('');
}

// Runs on already-escaped text, so the only markup in the result is what these patterns add.
// Either [label](http(s) url) or a bare http(s) url; only these two schemes ever become an href.
const LINK = /\[([^\]\n]+)\]\((https?:\/\/[^\s()]+)\)|(https?:\/\/[^\s<]+[^\s<.,;:!?)'"*_])/g;

function renderInline(escaped: string): string {
  let html = '';
  let last = 0;
  for (const match of escaped.matchAll(LINK)) {
    const [, label, href, bare] = match;
    html += renderEmphasis(escaped.slice(last, match.index));
    html += `<a href="${href ?? bare}" target="_blank" rel="noopener noreferrer">${label ? renderEmphasis(label) : bare}</a>`;
    last = match.index! + match[0].length;
  }
  return html + renderEmphasis(escaped.slice(last));
}

function renderEmphasis(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|\W)__(?=\S)(.+?)(?<=\S)__\b/g, '$1<strong>$2</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]+)(?<=\S)\*(?![*\w])/g, '$1<em>$2</em>')
    .replace(/(^|\W)_(?=\S)([^_]+)(?<=\S)_\b/g, '$1<em>$2</em>');
}
