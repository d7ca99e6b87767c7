import { escapeHtml, renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('wraps plain text in a paragraph', () => {
    expect(renderMarkdown('Hello there')).toEqual('<p>Hello there</p>');
  });

  it('neutralises a script tag into text', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toEqual('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('neutralises raw HTML with event handlers', () => {
    expect(renderMarkdown('<img src=x onerror="alert(1)">')).toEqual('<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>');
  });

  it('builds bold and italic', () => {
    expect(renderMarkdown('**Ramen Nagi** is *great*')).toEqual('<p><strong>Ramen Nagi</strong> is <em>great</em></p>');
  });

  it('builds an https link that opens safely in a new tab', () => {
    expect(renderMarkdown('[Map](https://maps.example.com/?q=a&b=c)')).toEqual(
      '<p><a href="https://maps.example.com/?q=a&amp;b=c" target="_blank" rel="noopener noreferrer">Map</a></p>',
    );
  });

  it('links a bare https URL without its trailing full stop', () => {
    expect(renderMarkdown('Map: https://maps.example.com/?q=1&r=2.')).toEqual(
      '<p>Map: <a href="https://maps.example.com/?q=1&amp;r=2" target="_blank" rel="noopener noreferrer">' +
        'https://maps.example.com/?q=1&amp;r=2</a>.</p>',
    );
  });

  it('does not link a bare javascript: URL', () => {
    expect(renderMarkdown('javascript:alert(1)')).toEqual('<p>javascript:alert(1)</p>');
  });

  it('leaves a javascript: link as text', () => {
    expect(renderMarkdown('[click](javascript:alert(1))')).toEqual('<p>[click](javascript:alert(1))</p>');
  });

  it('cannot break out of the href with a quote', () => {
    expect(renderMarkdown('[x](https://a.example/"onmouseover="go)')).toEqual(
      '<p><a href="https://a.example/&quot;onmouseover=&quot;go" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('builds bullet and numbered lists', () => {
    expect(renderMarkdown('Options:\n- one\n- **two**\n\n1. first\n2. second')).toEqual(
      '<p>Options:</p><ul><li>one</li><li><strong>two</strong></li></ul><ol><li>first</li><li>second</li></ol>',
    );
  });

  it('separates paragraphs on blank lines and keeps single line breaks', () => {
    expect(renderMarkdown('a\nb\n\nc')).toEqual('<p>a<br>b</p><p>c</p>');
  });

  it('keeps asterisks that are not emphasis', () => {
    expect(renderMarkdown('2 * 3 * 4')).toEqual('<p>2 * 3 * 4</p>');
  });

  it('leaves underscores inside words alone', () => {
    expect(renderMarkdown('snake_case_name my__dunder__var __bold__')).toEqual(
      '<p>snake_case_name my__dunder__var <strong>bold</strong></p>',
    );
  });

  it('hides place ids, which are meant for the model, not for people', () => {
    expect(renderMarkdown('1. **Ramen Nagi** — ramen (place_id: offline:mnl-ramen-2)')).toBe(
      '<ol><li><strong>Ramen Nagi</strong> — ramen</li></ol>',
    );
  });

  it('renders nothing for empty text', () => {
    expect(renderMarkdown('')).toEqual('');
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href='x'>&"</a>`)).toEqual('&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;');
  });
});
