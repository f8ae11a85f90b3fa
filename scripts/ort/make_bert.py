#!/usr/bin/python3
"""make_bert.py writes a randomly initialised BERT encoder as ONNX, for testing
and benchmarking pkg/embed/ort without real weights.

    /usr/bin/python3 scripts/ort/make_bert.py OUT_DIR --layers N --hidden H \
        --heads A --intermediate I --vocab V --seed S [--max-pos P] [--opset O] \
        [--tokenizer tokenizer.json|''] [--no-token-type-ids] [--attention eager|sdpa] \
        [--ref-ids IDS.json --ref-out REF.json]

OUT_DIR gets model.onnx (opset 14 by default, as optimum exports BERT;
ONNX Runtime fuses attention only at --opset 12 or lower) and a copy of a tokenizer.json: by
default the bert-base-uncased one in pkg/embed/wordpiece/testdata (the
vocabulary of bge-small and MiniLM, 30522 ids), none with --tokenizer ''.

The graph is the usual BERT encoder: word + position + token-type
embeddings, LayerNorm, N post-norm transformer layers (multi-head
self-attention masked by attention_mask, GELU feed-forward), output
last_hidden_state [batch, seq, hidden]. Inputs are int64 [batch, seq]:
input_ids, attention_mask and (unless --no-token-type-ids) token_type_ids.

With --ref-ids, IDS.json is {"ids": [[...], ...]} and REF.json receives
{"cls": [...], "mean": [...]}: for each id sequence (run alone, mask all
ones, token types 0) the L2-normalised [CLS] vector and mean-pooled vector,
computed with plain numpy from the same weights, independently of ONNX.

Needs Debian's python3-onnx (onnx 1.12, numpy); call /usr/bin/python3, since
a pyenv python3 on PATH cannot see Debian's packages.
"""
import argparse
import json
import math
import os
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

LN_EPS = 1e-12
DEFAULT_OPSET = 14


def make_weights(a, rng):
    """Random weights, scaled so activations stay O(1) and attention is not
    uniform (so the [CLS] vector depends on the other tokens)."""
    h, inter = a.hidden, a.intermediate
    f32 = np.float32

    def dense(n_in, n_out):
        return (rng.standard_normal((n_in, n_out)) / math.sqrt(n_in)).astype(f32)

    def vec(n, scale=0.1, mean=0.0):
        return (mean + scale * rng.standard_normal(n)).astype(f32)

    w = {
        "word": rng.standard_normal((a.vocab, h)).astype(f32),
        "pos": rng.standard_normal((a.max_pos, h)).astype(f32),
        "type": rng.standard_normal((2, h)).astype(f32),
        "emb_g": vec(h, mean=1.0),
        "emb_b": vec(h),
        "layers": [],
    }
    for _ in range(a.layers):
        w["layers"].append({
            "wq": dense(h, h) * f32(2.0), "bq": vec(h),
            "wk": dense(h, h) * f32(2.0), "bk": vec(h),
            "wv": dense(h, h), "bv": vec(h),
            "wo": dense(h, h), "bo": vec(h),
            "ln1_g": vec(h, mean=1.0), "ln1_b": vec(h),
            "w1": dense(h, inter), "b1": vec(inter),
            "w2": dense(inter, h), "b2": vec(h),
            "ln2_g": vec(h, mean=1.0), "ln2_b": vec(h),
        })
    return w


def build_graph(a, w):
    """The op pattern of torch.onnx.export of HuggingFace's BertModel (eager
    attention), as optimum writes it for bge-small and MiniLM; ONNX Runtime's
    transformer fusions (Attention, SkipLayerNormalization, BiasGelu,
    EmbedLayerNormalization) are written against this pattern, so a model
    that departs from it runs unfused and slower than the real one:

      embeddings  Gather(word, input_ids) + Gather(type, token_type_ids)
                  + Gather(pos, Slice(position_ids buffer, 0, seq_len)), LayerNorm
      mask        attention_mask -> Unsqueeze(1) -> Unsqueeze(2) -> Cast(float)
                  -> Sub(1.0, m) -> Mul(m, -10000)
      attention   Q/K/V MatMul+Add -> Reshape [0,0,heads,d] -> Transpose
                  (0,2,1,3; K 0,2,3,1) -> MatMul(Q, K) -> Div(sqrt(d)) -> Add(mask)
                  -> Softmax(-1) -> MatMul(., V) -> Transpose(0,2,1,3)
                  -> Reshape [0,0,hidden] -> MatMul+Add -> Add(residual) -> LayerNorm
                  (--attention sdpa: Q Transpose(0,2,1,3) -> Mul(sqrt(1/sqrt(d)));
                  K Transpose(0,2,1,3) -> Transpose(0,1,3,2) -> Mul(sqrt(1/sqrt(d)));
                  MatMul(Q, K) -> Add(mask with the float32 minimum) -> Softmax ...)
      FFN         MatMul+Add -> GELU as Div(sqrt2) -> Erf -> Add(1) -> Mul(x)
                  -> Mul(0.5) -> MatMul+Add -> Add(residual) -> LayerNorm
      LayerNorm   LayerNormalization at opset >= 17; below, ReduceMean, Sub,
                  Pow(2), ReduceMean, Add(eps), Sqrt, Div, Mul(gamma), Add(beta)
    """
    h, heads = a.hidden, a.heads
    d = h // heads
    nodes, inits = [], []

    def const(name, arr):
        inits.append(numpy_helper.from_array(np.asarray(arr), name))
        return name

    def node(op, inputs, name, **attrs):
        nodes.append(helper.make_node(op, inputs, [name], name=name + "_op", **attrs))
        return name

    def unsqueeze(x, axis, name):
        if a.opset >= 13:
            return node("Unsqueeze", [x, const(name + ".axes", np.array([axis], np.int64))], name)
        return node("Unsqueeze", [x], name, axes=[axis])

    def layer_norm(x, g, b, name):
        if a.opset >= 17:
            return node("LayerNormalization", [x, const(name + ".g", g), const(name + ".b", b)],
                        name, axis=-1, epsilon=LN_EPS)
        mu = node("ReduceMean", [x], name + ".mean", axes=[-1])
        dx = node("Sub", [x, mu], name + ".sub")
        sq = node("Pow", [dx, const(name + ".two", np.array(2.0, np.float32))], name + ".pow")
        var = node("ReduceMean", [sq], name + ".var", axes=[-1])
        var = node("Add", [var, const(name + ".eps", np.array(LN_EPS, np.float32))], name + ".vareps")
        sd = node("Sqrt", [var], name + ".sqrt")
        y = node("Div", [dx, sd], name + ".div")
        y = node("Mul", [y, const(name + ".g", g)], name + ".mul")
        return node("Add", [y, const(name + ".b", b)], name)

    def linear(x, wt, bias, name):
        y = node("MatMul", [x, const(name + ".w", wt)], name + ".mm")
        return node("Add", [y, const(name + ".bias", bias)], name)

    # Embeddings.
    shape = node("Shape", ["input_ids"], "emb.shape")
    seq_len = node("Gather", [shape, const("c.one_idx", np.array(1, np.int64))], "emb.seq_len", axis=0)
    seq_len = unsqueeze(seq_len, 0, "emb.seq_len1")
    position_ids = node("Slice", [const("emb.position_ids", np.arange(a.max_pos, dtype=np.int64)[None, :]),
                                  const("c.zero_1", np.array([0], np.int64)), seq_len,
                                  const("c.one_1", np.array([1], np.int64))], "emb.position_ids_s")
    x = node("Gather", [const("emb.word", w["word"]), "input_ids"], "emb.word_out")
    if a.token_type_ids:
        typ = node("Gather", [const("emb.type", w["type"]), "token_type_ids"], "emb.type_out")
    else:
        typ = const("emb.type0", w["type"][0])
    x = node("Add", [x, typ], "emb.word_type")
    pos = node("Gather", [const("emb.pos", w["pos"]), position_ids], "emb.pos_out")
    x = node("Add", [x, pos], "emb.sum")
    x = layer_norm(x, w["emb_g"], w["emb_b"], "emb.ln")

    # Additive attention mask [B, 1, 1, L]: 0 where attended, -10000 where
    # padded (eager); the float32 minimum with --attention sdpa, as
    # transformers' SDPA mask helper writes it.
    m = unsqueeze("attention_mask", 1, "mask.b1l")
    m = unsqueeze(m, 2, "mask.b11l")
    m = node("Cast", [m], "mask.f", to=TensorProto.FLOAT)
    m = node("Sub", [const("c.one_f", np.array(1.0, np.float32)), m], "mask.inv")
    neg = -10000.0 if a.attention == "eager" else np.finfo(np.float32).min
    m = node("Mul", [m, const("c.neg", np.array(neg, np.float32))], "mask.add")

    heads_shape = const("c.heads_shape", np.array([0, 0, heads, d], np.int64))
    merge_shape = const("c.merge_shape", np.array([0, 0, h], np.int64))
    sqrt_d = const("c.sqrt_d", np.array(math.sqrt(d), np.float32))
    sqrt_scale = const("c.sqrt_scale", np.array(math.sqrt(1 / math.sqrt(d)), np.float32))
    sqrt2 = const("c.sqrt2", np.array(math.sqrt(2.0), np.float32))
    one = const("c.one", np.array(1.0, np.float32))
    half = const("c.half", np.array(0.5, np.float32))
    for i, L in enumerate(w["layers"]):
        p = f"l{i}"
        q = node("Reshape", [linear(x, L["wq"], L["bq"], p + ".q"), heads_shape], p + ".q4")
        q = node("Transpose", [q], p + ".qt", perm=[0, 2, 1, 3])
        k = node("Reshape", [linear(x, L["wk"], L["bk"], p + ".k"), heads_shape], p + ".k4")
        if a.attention == "eager":
            k = node("Transpose", [k], p + ".kt", perm=[0, 2, 3, 1])
        else:
            k = node("Transpose", [k], p + ".kh", perm=[0, 2, 1, 3])
            k = node("Transpose", [k], p + ".kt", perm=[0, 1, 3, 2])
        v = node("Reshape", [linear(x, L["wv"], L["bv"], p + ".v"), heads_shape], p + ".v4")
        v = node("Transpose", [v], p + ".vt", perm=[0, 2, 1, 3])
        if a.attention == "eager":
            s = node("MatMul", [q, k], p + ".scores")
            s = node("Div", [s, sqrt_d], p + ".scaled")
        else:
            q = node("Mul", [q, sqrt_scale], p + ".qs")
            k = node("Mul", [k, sqrt_scale], p + ".ks")
            s = node("MatMul", [q, k], p + ".scores")
        s = node("Add", [s, m], p + ".masked")
        s = node("Softmax", [s], p + ".probs", axis=-1 if a.opset >= 13 else 3)
        c = node("MatMul", [s, v], p + ".ctx")
        c = node("Transpose", [c], p + ".ctxt", perm=[0, 2, 1, 3])
        c = node("Reshape", [c, merge_shape], p + ".ctx3")
        o = linear(c, L["wo"], L["bo"], p + ".o")
        x = layer_norm(node("Add", [o, x], p + ".res1"), L["ln1_g"], L["ln1_b"], p + ".ln1")
        f = linear(x, L["w1"], L["b1"], p + ".ff1")
        g = node("Erf", [node("Div", [f, sqrt2], p + ".ff1s")], p + ".erf")
        g = node("Add", [g, one], p + ".erf1")
        g = node("Mul", [node("Mul", [f, g], p + ".xerf1"), half], p + ".gelu")
        f = linear(g, L["w2"], L["b2"], p + ".ff2")
        x = layer_norm(node("Add", [f, x], p + ".res2"), L["ln2_g"], L["ln2_b"], p + ".ln2")
    nodes[-1].output[0] = "last_hidden_state"

    def int_input(name):
        return helper.make_tensor_value_info(name, TensorProto.INT64, ["batch", "sequence"])

    inputs = [int_input("input_ids"), int_input("attention_mask")]
    if a.token_type_ids:
        inputs.append(int_input("token_type_ids"))
    out = helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "sequence", h])
    # torch.onnx.export records every intermediate shape, with the dynamic
    # axes as symbols; ONNX's own inference cannot see through the Slice of
    # the position-id buffer, and without shapes past it ONNX Runtime's
    # fusions (which compare [batch, sequence, hidden]) never match.
    known = [helper.make_tensor_value_info(position_ids, TensorProto.INT64, [1, "sequence"]),
             helper.make_tensor_value_info(pos, TensorProto.FLOAT, [1, "sequence", h])]
    graph = helper.make_graph(nodes, "random_bert", inputs, [out], initializer=inits, value_info=known)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", a.opset)],
                              producer_name="ingot scripts/ort/make_bert.py")
    model.ir_version = 8
    model = onnx.shape_inference.infer_shapes(model, strict_mode=True)
    onnx.checker.check_model(model)
    return model


def np_forward(a, w, ids):
    """Numpy forward pass of one unpadded sequence, float64 throughout."""
    f64 = np.float64
    ids = np.asarray(ids, np.int64)
    n, h, heads = len(ids), a.hidden, a.heads
    d = h // heads

    def ln(x, g, b):
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + LN_EPS) * g.astype(f64) + b.astype(f64)

    x = w["word"][ids].astype(f64) + w["pos"][:n].astype(f64) + w["type"][0].astype(f64)
    x = ln(x, w["emb_g"], w["emb_b"])
    erf = np.vectorize(math.erf)
    for L in w["layers"]:
        def proj(name):
            return x @ L["w" + name].astype(f64) + L["b" + name].astype(f64)
        q = proj("q").reshape(n, heads, d).transpose(1, 0, 2)
        k = proj("k").reshape(n, heads, d).transpose(1, 0, 2)
        v = proj("v").reshape(n, heads, d).transpose(1, 0, 2)
        s = q @ k.transpose(0, 2, 1) / math.sqrt(d)
        s = np.exp(s - s.max(-1, keepdims=True))
        s /= s.sum(-1, keepdims=True)
        c = (s @ v).transpose(1, 0, 2).reshape(n, h)
        x = ln(c @ L["wo"].astype(f64) + L["bo"].astype(f64) + x, L["ln1_g"], L["ln1_b"])
        f = x @ L["w1"].astype(f64) + L["b1"].astype(f64)
        f = 0.5 * f * (1.0 + erf(f / math.sqrt(2.0)))
        x = ln(f @ L["w2"].astype(f64) + L["b2"].astype(f64) + x, L["ln2_g"], L["ln2_b"])
    return x


def unit(v):
    return (v / np.linalg.norm(v)).tolist()


def tokenizer_vocab_size(path):
    with open(path, encoding="utf-8") as f:
        tj = json.load(f)
    ids = list(tj["model"]["vocab"].values()) + [t["id"] for t in tj.get("added_tokens", [])]
    return max(ids) + 1


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("out_dir")
    p.add_argument("--layers", type=int, required=True)
    p.add_argument("--hidden", type=int, required=True)
    p.add_argument("--heads", type=int, required=True)
    p.add_argument("--intermediate", type=int, required=True)
    p.add_argument("--vocab", type=int, required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--max-pos", dest="max_pos", type=int, default=512)
    p.add_argument("--opset", type=int, default=DEFAULT_OPSET,
                   help="ONNX opset (default %(default)s, as optimum exports BERT; >= 17 uses LayerNormalization)")
    here = os.path.dirname(os.path.abspath(__file__))
    p.add_argument("--tokenizer", default=os.path.join(here, "..", "..", "pkg", "embed", "wordpiece", "testdata",
                                                       "bert-base-uncased.json"),
                   help="tokenizer.json to copy into OUT_DIR ('' for none)")
    p.add_argument("--attention", choices=["eager", "sdpa"], default="eager",
                   help="the attention op pattern: transformers' eager BertSelfAttention (default), or its "
                        "SDPA attention as torch.onnx decomposes scaled_dot_product_attention (Q and K^T each "
                        "scaled by sqrt(1/sqrt(d)), K transposed twice, float32-minimum mask)")
    p.add_argument("--no-token-type-ids", dest="token_type_ids", action="store_false",
                   help="leave the token_type_ids input out of the graph")
    p.add_argument("--ref-ids", help='JSON {"ids": [[...], ...]} to compute reference vectors for')
    p.add_argument("--ref-out", help="where to write the reference vectors (default OUT_DIR/reference.json)")
    a = p.parse_args()
    if a.hidden % a.heads:
        p.error(f"--hidden {a.hidden} is not a multiple of --heads {a.heads}")
    if a.tokenizer:
        need = tokenizer_vocab_size(a.tokenizer)
        if need > a.vocab:
            p.error(f"--vocab {a.vocab} is smaller than the tokenizer's {need} ids ({a.tokenizer})")

    rng = np.random.default_rng(a.seed)
    w = make_weights(a, rng)
    model = build_graph(a, w)
    os.makedirs(a.out_dir, exist_ok=True)
    tmp = os.path.join(a.out_dir, "model.onnx.tmp")
    onnx.save(model, tmp)
    os.replace(tmp, os.path.join(a.out_dir, "model.onnx"))
    if a.tokenizer:
        shutil.copyfile(a.tokenizer, os.path.join(a.out_dir, "tokenizer.json"))

    if a.ref_ids:
        with open(a.ref_ids, encoding="utf-8") as f:
            seqs = json.load(f)["ids"]
        ref = {"cls": [], "mean": []}
        for ids in seqs:
            if max(ids) >= a.vocab or len(ids) > a.max_pos:
                sys.exit(f"make_bert: id sequence out of range for this model: {ids[:8]}...")
            hs = np_forward(a, w, ids)
            ref["cls"].append(unit(hs[0]))
            ref["mean"].append(unit(hs.mean(0)))
        out = a.ref_out or os.path.join(a.out_dir, "reference.json")
        with open(out, "w", encoding="utf-8") as f:
            json.dump(ref, f)


if __name__ == "__main__":
    main()
