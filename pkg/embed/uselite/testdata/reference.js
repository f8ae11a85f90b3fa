// reference.js: the TF.js reference that produced tfjs-reference.json. Not part of the build.
//
// It runs the unmodified USE-Lite graph on the texts of a JSON array read from
// stdin and prints [{text, token_ids, embedding}] as JSON on stdout.
//
//   mkdir ref && cd ref && npm init -y
//   npm install --ignore-scripts --legacy-peer-deps @tensorflow/tfjs-core@4.22.0 \
//     @tensorflow/tfjs-converter@4.22.0 @tensorflow/tfjs-backend-cpu@4.22.0 \
//     @tensorflow-models/universal-sentence-encoder@1.3.3
//   node reference.js <model dir> single|batch|tokens < texts.json > out.json
const tf = require('@tensorflow/tfjs-core');
require('@tensorflow/tfjs-backend-cpu');
const tfc = require('@tensorflow/tfjs-converter');
const fs = require('fs');
const path = require('path');
const {Tokenizer} = require('@tensorflow-models/universal-sentence-encoder/dist/tokenizer');
const dir = process.argv[2];
const mode = process.argv[3] || 'single'; // single | batch
async function main() {
  await tf.setBackend('cpu');
  const mj = JSON.parse(fs.readFileSync(path.join(dir, 'model.json')));
  const bufs = mj.weightsManifest[0].paths.map(p => fs.readFileSync(path.join(dir, p)));
  const all = Buffer.concat(bufs);
  const ab = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
  const model = await tfc.loadGraphModel(tf.io.fromMemory({modelTopology: mj.modelTopology, weightSpecs: mj.weightsManifest[0].weights, weightData: ab}));
  const vocab = JSON.parse(fs.readFileSync(path.join(dir, 'vocab.json')));
  const tok = new Tokenizer(vocab);
  const texts = JSON.parse(fs.readFileSync(0, 'utf8'));
  const out = [];
  async function run(batch) {
    const enc = batch.map(t => tok.encode(t));
    const idx = []; enc.forEach((a, i) => a.forEach((_, j) => idx.push([i, j])));
    const indices = tf.tensor2d(idx, [idx.length, 2], 'int32');
    const values = tf.tensor1d(enc.flat(), 'int32');
    let emb;
    try {
      const r = await model.executeAsync({indices, values});
      emb = await r.array();
    } catch (e) { emb = batch.map(() => 'ERROR: ' + e.message); }
    return enc.map((ids, i) => ({ids, emb: emb[i]}));
  }
  if (mode === 'batch') {
    const r = await run(texts);
    r.forEach((x, i) => out.push({text: texts[i], token_ids: x.ids, embedding: x.emb}));
  } else if (mode === 'tokens') {
    texts.forEach(t => out.push({text: t, token_ids: tok.encode(t)}));
  } else {
    for (const t of texts) { const [x] = await run([t]); out.push({text: t, token_ids: x.ids, embedding: x.emb}); }
  }
  process.stdout.write(JSON.stringify(out));
}
main().catch(e => { console.error(e); process.exit(1); });
