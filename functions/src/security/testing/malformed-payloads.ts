// At least 1,000 requests no client of ours would send, by class; each must be answered 4xx with a message.
import { MAX_HISTORY_TURNS, MAX_INPUT_CHARS, MAX_TURN_CHARS } from '../../contract/concierge-contract';
import { MAX_JSON_DEPTH, MAX_REQUEST_BYTES } from '../request-guard';

export type PayloadClass = 'types' | 'missing' | 'limits' | 'depth' | '@type' | 'unicode' | 'non-JSON' | 'sizes';

export interface MalformedPayload {
  class: PayloadClass;
  name: string;
  body: string | Buffer;
  contentType?: string;
  /** A word the refusal's message must contain, e.g. the field's path. */
  mentions?: string;
}

const context = {
  sessionId: 's1',
  location: 'Makati',
  searchQuery: 'ramen',
  recentVenues: [],
  alternatives: [],
  focus: null,
  lastAction: null,
  userTurns: 1,
  createdAt: 1,
  updatedAt: 2,
};
const valid = {
  input: 'find ramen in Makati',
  history: [
    { role: 'user', content: 'hi' },
    { role: 'model', content: 'hello' },
  ],
  context,
};
const BAD_VALUES: unknown[] = [0, -1, 1.5, 1e300, true, false, [], [1, 'a'], {}, { a: 1 }, '', 'x'.repeat(300), [[[]]], { input: 'x' }];

const wrap = (data: unknown) => JSON.stringify({ data });

/** A small deterministic generator, so a failing case can be found again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function types(): MalformedPayload[] {
  const out: MalformedPayload[] = [];
  const fields: [string, unknown[]][] = [
    ['input', BAD_VALUES.filter((v) => typeof v !== 'string' || v === '' || (v as string).length > MAX_INPUT_CHARS).concat([null])],
    ['history', BAD_VALUES.filter((v) => !Array.isArray(v) || v.length).concat([null, 'none'])],
    ['context', BAD_VALUES.filter((v) => typeof v !== 'object' || v === null || Object.keys(v).length === 0 || 'a' in v || 'input' in v)],
    ['sessionId', BAD_VALUES.filter((v) => typeof v !== 'string' || v === '' || (v as string).length > 100).concat([null])],
    ['contextSignature', BAD_VALUES.filter((v) => typeof v !== 'string' || (v as string).length > 100).concat([null])],
    ['forget', BAD_VALUES.filter((v) => !Array.isArray(v) || v.length).concat([null, [{ kind: 'everything' }], [{ kind: 'venue' }]])],
  ];
  for (const [field, values] of fields) {
    for (const value of values) {
      out.push({
        class: 'types',
        name: `${field} = ${JSON.stringify(value).slice(0, 40)}`,
        body: wrap({ ...valid, [field]: value }),
        mentions: field,
      });
    }
  }
  const turnFields: [string, unknown[]][] = [
    ['role', ['bot', 'assistant', 'system', '', 0, null, true, ['user']]],
    ['content', [0, null, true, [], {}, 'x'.repeat(MAX_TURN_CHARS + 1)]],
    ['signature', [0, null, true, [], {}, 's'.repeat(101)]],
  ];
  for (const [field, values] of turnFields) {
    for (const value of values) {
      for (const index of [0, 1]) {
        const history = valid.history.map((turn, i) => (i === index ? { ...turn, [field]: value } : turn));
        out.push({
          class: 'types',
          name: `history.${index}.${field} = ${JSON.stringify(value).slice(0, 30)}`,
          body: wrap({ ...valid, history }),
          mentions: `history.${index}.${field}`,
        });
      }
    }
  }
  const contextFields: [string, unknown[]][] = [
    ['sessionId', [0, null, '', 's'.repeat(101), []]],
    ['location', [0, true, [], {}, 'x'.repeat(201)]],
    ['searchQuery', [0, true, [], {}, 'x'.repeat(201)]],
    ['recentVenues', [null, 'x', {}, [1], [{}], [{ placeId: 1, name: 'a', turn: 0 }], Array(6).fill({ placeId: 'p', name: 'n', turn: 0 })]],
    ['alternatives', [null, 'x', {}, [1], [{ placeId: 'p', name: 'n', turn: -1 }], Array(11).fill({ placeId: 'p', name: 'n', turn: 0 })]],
    [
      'lists',
      ['x', [{ turn: 0, placeIds: [] }], [{ turn: 0, placeIds: Array(11).fill('p') }], Array(9).fill({ turn: 0, placeIds: ['p'] })],
    ],
    ['focus', ['x', 1, [], { placeId: 'p' }, { name: 'n' }, { placeId: 'p', name: 'n', via: 'user' }]],
    ['lastAction', ['x', 1, {}, { agent: 'hacker', query: null, location: null, venue: null }]],
    ['userTurns', [-1, 1.5, '1', null, 10_001]],
    ['createdAt', [-1, 1.5, '1', null, true]],
    ['updatedAt', [-1, 1.5, '1', null, {}]],
  ];
  for (const [field, values] of contextFields) {
    for (const value of values) {
      out.push({
        class: 'types',
        name: `context.${field} = ${JSON.stringify(value).slice(0, 30)}`,
        body: wrap({ ...valid, context: { ...context, [field]: value } }),
        mentions: `context.${field}`,
      });
    }
  }
  const next = random(19);
  const fieldNames = ['input', 'history', 'context', 'sessionId', 'contextSignature', 'forget'];
  // Two fields wrong at once: the message names at least one of them.
  for (let i = 0; i < 300; i++) {
    const [a, b] = [fieldNames[Math.floor(next() * 3)], fieldNames[3 + Math.floor(next() * 3)]];
    const bad = (f: string) => (f === 'input' || f === 'sessionId' || f === 'contextSignature' ? Math.floor(next() * 1000) : 'wrong');
    out.push({ class: 'types', name: `${a} and ${b} wrong (${i})`, body: wrap({ ...valid, [a]: bad(a), [b]: bad(b) }) });
  }
  return out;
}

function missing(): MalformedPayload[] {
  const out: MalformedPayload[] = [];
  for (const keep of [[], ['history'], ['context'], ['history', 'context']]) {
    const data = Object.fromEntries(keep.map((key) => [key, (valid as Record<string, unknown>)[key]]));
    out.push({ class: 'missing', name: `only ${keep.join('+') || 'nothing'}`, body: wrap(data), mentions: 'input' });
  }
  out.push({ class: 'missing', name: 'no history', body: wrap({ input: 'ramen' }), mentions: 'history' });
  out.push({
    class: 'missing',
    name: 'turn without role',
    body: wrap({ input: 'x', history: [{ content: 'x' }] }),
    mentions: 'history.0.role',
  });
  out.push({
    class: 'missing',
    name: 'turn without content',
    body: wrap({ input: 'x', history: [{ role: 'user' }] }),
    mentions: 'history.0.content',
  });
  for (const key of Object.keys(context)) {
    const partial = Object.fromEntries(Object.entries(context).filter(([k]) => k !== key));
    out.push({ class: 'missing', name: `context without ${key}`, body: wrap({ ...valid, context: partial }), mentions: `context.${key}` });
  }
  for (const data of [null, 0, 'find ramen', [], [valid], true]) {
    out.push({
      class: 'missing',
      name: `data = ${JSON.stringify(data).slice(0, 30)}`,
      body: wrap(data),
    });
  }
  for (const body of ['{}', '[]', 'null', '0', '"data"', JSON.stringify({ data: valid, extra: 1 }), JSON.stringify({ Data: valid })]) {
    out.push({ class: 'missing', name: `body ${body.slice(0, 30)}`, body, mentions: 'request' });
  }
  return out;
}

function limits(): MalformedPayload[] {
  const out: MalformedPayload[] = [];
  for (const extra of [1, 2, 10, 100, 1000]) {
    out.push({
      class: 'limits',
      name: `input ${MAX_INPUT_CHARS + extra} chars`,
      body: wrap({ ...valid, input: 'r'.repeat(MAX_INPUT_CHARS + extra) }),
      mentions: 'input',
    });
  }
  for (const pad of [MAX_INPUT_CHARS, 10_000, 100_000]) {
    out.push({
      class: 'limits',
      name: `ramen padded with ${pad} spaces`,
      body: wrap({ ...valid, input: `ramen${' '.repeat(pad)}` }),
      mentions: 'input',
    });
  }
  for (const blank of ['', ' ', '\n\t ', '\u3000\u00a0', '\u200b\u200b', '\u2060\ufeff']) {
    out.push({
      class: 'limits',
      name: `blank input ${JSON.stringify(blank)}`,
      body: wrap({ ...valid, input: blank }),
      mentions: 'input',
    });
  }
  for (const markers of [250, 260, 300]) {
    out.push({
      class: 'limits',
      name: `${markers} "context:" grow past the limit once neutralised`,
      body: wrap({ ...valid, input: 'context:'.repeat(markers).slice(0, MAX_INPUT_CHARS) }),
      mentions: 'input',
    });
  }
  for (const turns of [MAX_HISTORY_TURNS + 1, 50, 1000]) {
    const history = Array.from({ length: turns }, (_, i) => ({ role: i % 2 ? 'model' : 'user', content: 'x' }));
    out.push({ class: 'limits', name: `${turns} history turns`, body: wrap({ ...valid, history }), mentions: 'history' });
  }
  out.push({
    class: 'limits',
    name: '21 forget operations',
    body: wrap({ ...valid, forget: Array(21).fill({ kind: 'location' }) }),
    mentions: 'forget',
  });
  out.push({
    class: 'limits',
    name: 'forget a 301-character place id',
    body: wrap({ ...valid, forget: [{ kind: 'venue', placeId: 'p'.repeat(301) }] }),
    mentions: 'forget.0.placeId',
  });
  out.push({
    class: 'limits',
    name: 'sessionId of 101 characters',
    body: wrap({ ...valid, sessionId: 's'.repeat(101) }),
    mentions: 'sessionId',
  });
  return out;
}

function depth(): MalformedPayload[] {
  const out: MalformedPayload[] = [];
  const nest = (levels: number, open: string, close: string, inner = '0') => open.repeat(levels) + inner + close.repeat(levels);
  for (const levels of [MAX_JSON_DEPTH, 20, 50, 100, 1000, 3700, 5000, 20_000, 100_000]) {
    for (const [where, build] of [
      ['input', (n: string) => `{"data":{"input":${n},"history":[]}}`],
      ['history', (n: string) => `{"data":{"input":"x","history":${n}}}`],
      ['context', (n: string) => `{"data":{"input":"x","history":[],"context":${n}}}`],
      ['extra field', (n: string) => `{"data":{"input":"x","history":[],"deep":${n}}}`],
      ['data', (n: string) => `{"data":${n}}`],
    ] as const) {
      out.push({ class: 'depth', name: `${levels} arrays in ${where}`, body: build(nest(levels, '[', ']')) });
      out.push({ class: 'depth', name: `${levels} objects in ${where}`, body: build(nest(levels, '{"a":', '}')) });
    }
  }
  return out;
}

function atType(): MalformedPayload[] {
  const out: MalformedPayload[] = [];
  const types = ['x', '', ...['Int64Value', 'UInt64Value', 'StringValue'].map((name) => `type.googleapis.com/google.protobuf.${name}`)];
  for (const type of types) {
    for (const value of [undefined, '1', 'NaN', 'abc', 1]) {
      const tagged = value === undefined ? { '@type': type } : { '@type': type, value };
      const label = `${JSON.stringify(tagged).slice(0, 60)}`;
      out.push({ class: '@type', name: `input ${label}`, body: wrap({ ...valid, input: tagged }), mentions: '@type' });
      out.push({ class: '@type', name: `data ${label}`, body: wrap(tagged), mentions: '@type' });
      out.push({ class: '@type', name: `history turn ${label}`, body: wrap({ ...valid, history: [tagged] }), mentions: '@type' });
      out.push({
        class: '@type',
        name: `context ${label}`,
        body: wrap({ ...valid, context: { ...context, ...tagged } }),
        mentions: '@type',
      });
      out.push({
        class: '@type',
        name: `venue ${label}`,
        body: wrap({ ...valid, context: { ...context, focus: tagged } }),
        mentions: '@type',
      });
      out.push({ class: '@type', name: `deep ${label}`, body: wrap({ ...valid, extra: [[{ a: [tagged] }]] }), mentions: '@type' });
    }
  }
  out.push({ class: '@type', name: 'escaped key', body: '{"data":{"input":{"\\u0040type":"x"},"history":[]}}', mentions: '@type' });
  return out;
}

function unicode(): MalformedPayload[] {
  const out: MalformedPayload[] = [];
  const lone = ['\\ud800', '\\udfff', '\\ud83d', 'a\\ud800b', '\\udc00\\ud800'];
  for (const text of lone) {
    out.push({
      class: 'unicode',
      name: `lone surrogate ${text} in input`,
      body: `{"data":{"input":"ramen ${text}","history":[]}}`,
      mentions: 'input',
    });
    out.push({
      class: 'unicode',
      name: `lone surrogate ${text} in a turn`,
      body: `{"data":{"input":"x","history":[{"role":"user","content":"${text}"}]}}`,
      mentions: 'history.0.content',
    });
    out.push({ class: 'unicode', name: `lone surrogate ${text} in a key`, body: `{"data":{"input":"x","history":[],"${text}":1}}` });
  }
  const invalidUtf8 = [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82], [0x80]];
  for (const bytes of invalidUtf8) {
    const body = Buffer.concat([Buffer.from('{"data":{"input":"ramen '), Buffer.from(bytes), Buffer.from('","history":[]}}')]);
    out.push({ class: 'unicode', name: `invalid UTF-8 ${bytes.map((b) => b.toString(16)).join(' ')}`, body, mentions: 'UTF-8' });
  }
  for (const blank of ['\u200b', '\u200e\u200f', '\u202e', '\u00ad\u034f', '\ufe0f\u2060', '\u180e']) {
    out.push({
      class: 'unicode',
      name: `invisible-only input ${JSON.stringify(blank)}`,
      body: wrap({ ...valid, input: blank }),
      mentions: 'input',
    });
  }
  out.push({ class: 'unicode', name: 'UTF-16 body', body: Buffer.from(wrap(valid), 'utf16le') });
  return out;
}

function nonJson(): MalformedPayload[] {
  const out: MalformedPayload[] = [];
  const bodies = [
    'NaN',
    'Infinity',
    '-Infinity',
    'undefined',
    '',
    ' ',
    '{',
    '}',
    '{"data":',
    '{"data":{"input":"x","history":[]}',
    '{data: 1}',
    "{'data': {}}",
    '{"data":{"input":"x","history":[],}}',
    '{"data":{"input":NaN,"history":[]}}',
    '{"data":{"input":"x","history":[Infinity]}}',
    '{"data":{"input":"x" "history":[]}}',
    '{"data":{"input":"\\x41","history":[]}}',
    '{"data":{"input":"\\u12","history":[]}}',
    '<data><input>x</input></data>',
    'data=1&input=x',
    '\u0000',
    '{"data":1}{"data":2}',
    '{"data":{"input":"x","history":[]}}garbage',
    ...['01', '.5', '1.', '+1', '0x10', 'true false'].map((n) => `{"data":{"input":"x","history":[${n}]}}`),
    '{"data":{"input":"line\nbreak","history":[]}}',
    '{"data":{"input":"tab\there","history":[]}}',
    '{"data":{"input":1e999,"history":[]}}',
    '{"data":{"input":"x","history":[],"n":-1e999}}',
  ];
  for (const body of bodies) out.push({ class: 'non-JSON', name: `body ${JSON.stringify(body).slice(0, 40)}`, body });
  const next = random(7);
  const source = wrap(valid);
  // Truncated and corrupted copies of a valid request.
  for (let i = 0; i < 150; i++) {
    const cut = 1 + Math.floor(next() * (source.length - 2));
    out.push({ class: 'non-JSON', name: `truncated at ${cut}`, body: source.slice(0, cut) });
  }
  for (let i = 0; i < 120; i++) {
    const at = Math.floor(next() * source.length);
    const junk = ['{', '}', '[', ']', ',', ':', '"', '\\'][Math.floor(next() * 8)];
    const body = source.slice(0, at) + junk + source.slice(at);
    if (isJson(body)) continue;
    out.push({ class: 'non-JSON', name: `"${junk}" inserted at ${at}`, body });
  }
  const otherTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', 'application/jsonp', ''];
  for (const contentType of otherTypes) {
    out.push({ class: 'non-JSON', name: `valid JSON as ${contentType || 'no type'}`, body: source, contentType, mentions: 'Content-Type' });
  }
  return out;
}

function sizes(): MalformedPayload[] {
  const out: MalformedPayload[] = [];
  for (const bytes of [MAX_REQUEST_BYTES + 1, 1024 * 1024, 5 * 1024 * 1024]) {
    out.push({
      class: 'sizes',
      name: `ramen plus ${bytes} bytes of spaces`,
      body: wrap({ ...valid, input: `ramen${' '.repeat(bytes)}` }),
      mentions: 'request',
    });
    out.push({
      class: 'sizes',
      name: `${bytes} bytes of whitespace around the JSON`,
      body: `${' '.repeat(bytes)}${wrap(valid)}`,
      mentions: 'request',
    });
    out.push({
      class: 'sizes',
      name: `${bytes} bytes in an extra field`,
      body: wrap({ ...valid, padding: 'x'.repeat(bytes) }),
      mentions: 'request',
    });
  }
  const turn = { role: 'user', content: 'ü'.repeat(MAX_TURN_CHARS) };
  out.push({ class: 'sizes', name: 'a history of 40 full turns', body: wrap({ ...valid, history: Array(40).fill(turn) }) });
  return out;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function malformedPayloads(): MalformedPayload[] {
  return [...types(), ...missing(), ...limits(), ...depth(), ...atType(), ...unicode(), ...nonJson(), ...sizes()];
}
