// golden-tokens.js writes the golden token ids that pkg/embed/wordpiece's
// tests compare against, using HuggingFace's own tokenizers library (the
// npm "tokenizers" package, a N-API binding of the Rust crate).
//
// Usage (see golden-tokens.sh, which installs the pinned package first):
//   node golden-tokens.js TESTDATA_DIR [ROUTING_YAML] > golden.json
//
// Every suite names a tokenizer.json in TESTDATA_DIR, an optional override
// (deep-merged into the parsed JSON; arrays and scalars replace), an
// optional max_length, and cases {text, ids}. Texts: hand-written edge
// cases, the routing-dev task texts when ROUTING_YAML is given, and
// pseudo-random strings from a fixed seed.
'use strict';

const fs = require('fs');
const path = require('path');
const { Tokenizer } = require('tokenizers');

const [, , testdata, routingYAML] = process.argv;
if (!testdata) {
  console.error('usage: node golden-tokens.js TESTDATA_DIR [ROUTING_YAML]');
  process.exit(2);
}

const long101 = 'a'.repeat(50) + 'b'.repeat(51);
const edge = [
  '', ' ', '   \t\n  ', 'hello', 'Hello, World!', '  leading and trailing  ',
  'Zoë', 'Résumé', 'naïve', 'café', 'déjà vu', 'Zoë wrote a Résumé at the naïve café, déjà vu.',
  'e\u0301te\u0301 (combining acute)', 'Ångström Øresund Łódź Straße ÆØÅ œuvre',
  'İstanbul ıi ΣΑΣ σς', 'Ελληνικά κείμενο', 'Русский текст, ёжик', 'العربية النص', 'עברית',
  'हिन्दी पाठ', 'ภาษาไทย', '한국어 텍스트', 'ひらがな カタカナ', '日本語の文章です。',
  '中文测试，你好世界！', '我爱北京天安门', '𠀀𪜀𫝀𫠠𫤟𫤠𬺯\uF900\u2F00',
  'emoji 😀 👍🏽 👨‍👩‍👧 🇩🇪 1️⃣ ❤️', 'hello😀world', '😀',
  'ligatures ﬁne ﬂow ﬀ ﬃ', 'full-width ＡＢＣ ｄｅｆ １２３ ！？', '　ideographic　space',
  'bell\u0007 nul\u0000 del\u007f esc\u001b vt\u000b ff\u000c', 'nel\u0085next', 'nbsp\u00a0here',
  'zero\u200bwidth space', 'zwj\u200dzwnj\u200c', 'soft\u00adhyphen', '\ufeffbom', 'repl\ufffdchar',
  'private\ue000use', 'unassigned\u0378char', 'line\u2028sep\u2029para', 'en\u2002em\u2003thin\u2009',
  'punctuation: !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~', '¡¿ «» “quotes” ‘single’ — – … · • § ¶',
  '。，、「」『』【】〈〉', 'math ∑ ≤ ≥ × ÷ ± √ ∞ ≠', 'currency € £ ¥ ₹ ¢', '² ½ ℃ ™ © ® Ⅻ ℓ',
  'camelCase_snake.dotted/path v1.2.3', 'C++ & C# > Go; x86_64 @home #tag $5 100%',
  'https://example.com/a/b?c=d&e=f#frag', 'user.name+tag@example.org', '/usr/local/bin/go_build-v2',
  "don't won't it's O'Reilly", 'U.S.A. e.g. i.e.', '3.14159 1,000,000 -42 +7 1e-10 0x1F',
  'state-of-the-art well_known snake_case_name', 'README.md SKILL.md go.mod package.json',
  'Hello [MASK] world', '[CLS] [SEP] [PAD] [UNK]', '[mask] lowercase is not special', 'x[MASK]y',
  '[MASK][MASK]', '##', '##ing', '#hashtag', 'a' + '#'.repeat(5),
  'a'.repeat(100), long101, 'supercalifragilisticexpialidocious antidisestablishmentarianism',
  'pneumonoultramicroscopicsilicovolcanoconiosis', 'unbelievably unrecognizable tokenization',
  'llvm-dwarfdump --verify kubectl apply -f deploy.yaml', 'SELECT * FROM users WHERE id=1;',
  'func (t *Tokenizer) Encode(text string) []int64 { return nil }',
  'MixedCASE ALLCAPS lowercase Title Case', 'tab\tseparated\tvalues', 'multi\nline\r\ntext',
  'The quick brown fox jumps over the lazy dog. '.repeat(30),
];

// Deterministic pseudo-random strings (xorshift32, fixed seed).
function randomTexts(n, seed) {
  let s = seed >>> 0;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
  const pools = [
    [0x20, 0x7e], [0x61, 0x7a], [0x61, 0x7a], [0x41, 0x5a], [0x30, 0x39], [0x20, 0x20], [0x20, 0x20],
    [0x00, 0x1f], [0x80, 0xff], [0x100, 0x17f], [0x300, 0x36f], [0x370, 0x3ff], [0x400, 0x4ff],
    [0x2000, 0x206f], [0x3000, 0x303f], [0x3040, 0x30ff], [0x4e00, 0x9fff], [0xac00, 0xd7a3],
    [0xff00, 0xffef], [0x1f300, 0x1f64f], [0xe000, 0xe00f], [0x20000, 0x2fa1f], [0xfb00, 0xfb06],
  ];
  const out = [];
  for (let i = 0; i < n; i++) {
    const len = 1 + (next() % 40);
    let t = '';
    for (let j = 0; j < len; j++) {
      const [lo, hi] = pools[next() % pools.length];
      const cp = lo + (next() % (hi - lo + 1));
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      t += String.fromCodePoint(cp);
    }
    out.push(t);
  }
  return out;
}

function routingTasks(file) {
  if (!file) return [];
  const tasks = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^\s+task:\s*(".*")\s*$/);
    if (m) tasks.push(JSON.parse(m[1]));
  }
  return tasks;
}

function merge(base, over) {
  if (over === null || typeof over !== 'object' || Array.isArray(over) ||
      base === null || typeof base !== 'object' || Array.isArray(base)) {
    return over;
  }
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = merge(base[k], v);
  return out;
}

const randoms = randomTexts(400, 20261130);
const tasks = routingTasks(routingYAML);
const addedVariant = [
  { id: 0, content: '[PAD]', single_word: false, lstrip: false, rstrip: false, normalized: false, special: true },
  { id: 100, content: '[UNK]', single_word: false, lstrip: false, rstrip: false, normalized: false, special: true },
  { id: 101, content: '[CLS]', single_word: false, lstrip: false, rstrip: false, normalized: false, special: true },
  { id: 102, content: '[SEP]', single_word: false, lstrip: false, rstrip: false, normalized: false, special: true },
  { id: 103, content: '[MASK]', single_word: false, lstrip: true, rstrip: true, normalized: false, special: true },
  { id: 30522, content: '<Custom Tok>', single_word: false, lstrip: false, rstrip: false, normalized: true, special: false },
  // HuggingFace ignores a declared id: a token already in the vocabulary keeps
  // its vocabulary id (sw), a new one gets the next free id (zq: 30523).
  { id: 30523, content: 'sw', single_word: true, lstrip: false, rstrip: false, normalized: false, special: false },
  { id: 40000, content: 'zq', single_word: true, lstrip: false, rstrip: false, normalized: false, special: false },
];
const addedTexts = ['a <CUSTOM TOK> b <custom tok>', 'x<Custom Tok>y', 'sw swim as sw, (sw) _sw sw9 sw',
  'zq zqim as zq, (zq) _zq zq9 zq', 'zq\u00e9 \u00e9zq zq\u0301',
  'pre  [MASK]  post', 'pre[MASK]post', '[MASK] [MASK]'];

const suites = [];
for (const file of ['bert-base-uncased.json', 'all-minilm-l6-v2.json', 'clems4ever-all-minilm-l6-v2.json']) {
  suites.push({ name: file, file, texts: [...edge, ...tasks, ...randoms] });
}
const variants = [
  ['cased', { normalizer: { lowercase: false } }],
  ['lowercase-keep-accents', { normalizer: { strip_accents: false } }],
  ['cased-strip-accents', { normalizer: { lowercase: false, strip_accents: true } }],
  ['no-clean-no-chinese', { normalizer: { clean_text: false, handle_chinese_chars: false } }],
  ['no-normalizer', { normalizer: null }],
  ['max-chars-8', { model: { max_input_chars_per_word: 8 } }],
  ['bert-processing', { post_processor: { type: 'BertProcessing', sep: ['[SEP]', 102], cls: ['[CLS]', 101] } }],
  ['added-tokens', { added_tokens: addedVariant }, addedTexts],
];
for (const [name, override, extra] of variants) {
  suites.push({ name, file: 'bert-base-uncased.json', override, texts: [...edge, ...(extra || []), ...randoms.slice(0, 150)] });
}
for (const maxLength of [3, 8, 64]) {
  suites.push({ name: `truncate-${maxLength}`, file: 'bert-base-uncased.json', max_length: maxLength, texts: [...edge, ...tasks] });
}

(async () => {
  const out = { generator: 'npm tokenizers@' + require('tokenizers/package.json').version, suites: [] };
  for (const s of suites) {
    let json = JSON.parse(fs.readFileSync(path.join(testdata, s.file), 'utf8'));
    if (s.override) json = merge(json, s.override);
    const tok = Tokenizer.fromString(JSON.stringify(json));
    tok.disablePadding();
    if (s.max_length) tok.setTruncation(s.max_length); else tok.disableTruncation();
    const cases = [];
    for (const text of s.texts) {
      const enc = await tok.encode(text);
      if (enc.getTypeIds().some((t) => t !== 0)) throw new Error(`${s.name}: non-zero type id for ${JSON.stringify(text)}`);
      cases.push({ text, ids: enc.getIds() });
    }
    const suite = { name: s.name, file: s.file };
    if (s.override) suite.override = s.override;
    if (s.max_length) suite.max_length = s.max_length;
    suite.cases = cases;
    out.suites.push(suite);
  }
  // One case per line keeps diffs of the committed file readable.
  const lines = ['{"generator": ' + JSON.stringify(out.generator) + ', "suites": ['];
  out.suites.forEach((s, i) => {
    const head = { ...s };
    delete head.cases;
    lines.push(JSON.stringify(head).slice(0, -1) + ', "cases": [');
    s.cases.forEach((c, j) => lines.push(JSON.stringify(c) + (j + 1 < s.cases.length ? ',' : '')));
    lines.push(']}' + (i + 1 < out.suites.length ? ',' : ''));
  });
  lines.push(']}');
  process.stdout.write(lines.join('\n') + '\n');
})().catch((e) => { console.error(e); process.exit(1); });
