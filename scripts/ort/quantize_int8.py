#!/usr/bin/python3
"""quantize_int8.py writes a dynamically quantised copy of a BERT model
directory for pkg/embed/ort: weights int8, activations quantised per run.

    /usr/bin/python3 scripts/ort/quantize_int8.py IN_DIR OUT_DIR

Every MatMul whose second input is a constant float matrix, except the
attention block's Q/K/V and output projections, becomes ONNX Runtime's
com.microsoft DynamicQuantizeMatMul with int8 weights, one scale per output
column (per-channel), and the following constant bias Add folded in.
Weights use 7 bits (|q| <= 63, like ONNX Runtime's reduce_range) so that
the AVX2 u8*s8 kernel cannot saturate. The attention projections stay float
so that ONNX Runtime can still fuse the attention block into its Attention
kernel, which measured faster on a 2-core AVX2 machine than quantising them
and losing the fusion (--quantize-attention does the latter). The rest of
the graph is unchanged; tokenizer.json and any other files in
IN_DIR are copied. This trades a little accuracy (check the cosine to the
float model on your own texts) for roughly half the matrix work.

Needs Debian's python3-onnx; call /usr/bin/python3.
"""
import argparse
import os
import shutil

import numpy as np
import onnx
from onnx import helper, numpy_helper

QMAX = 63.0


def in_attention(n, consumers, producers):
    """Whether MatMul n is one of the attention block's projections: Q/K/V
    (its bias Add feeds the Reshape to [batch, seq, heads, head_dim]) or the
    output projection (its input comes from the Reshape that merges heads)."""
    src = producers.get(n.input[0])
    if src is not None and src.op_type == "Reshape":
        return True
    for add in consumers.get(n.output[0], []):
        if add.op_type == "Add" and any(r.op_type == "Reshape" for r in consumers.get(add.output[0], [])):
            return True
    return False


def quantize(model, keep_attention):
    g = model.graph
    inits = {t.name: t for t in g.initializer}
    consumers, producers = {}, {}
    for n in g.node:
        for o in n.output:
            producers[o] = n
    for n in g.node:
        for i in n.input:
            consumers.setdefault(i, []).append(n)
    graph_outputs = {o.name for o in g.output}

    new_nodes, drop, new_inits, done = [], set(), [], 0
    for n in g.node:
        if id(n) in drop:
            continue
        w = inits.get(n.input[1]) if n.op_type == "MatMul" and n.domain in ("", "ai.onnx") else None
        if w is None or w.data_type != onnx.TensorProto.FLOAT or len(w.dims) != 2 or \
                (keep_attention and in_attention(n, consumers, producers)):
            new_nodes.append(n)
            continue
        W = numpy_helper.to_array(w).astype(np.float32)
        scale = np.abs(W).max(axis=0) / QMAX
        scale[scale == 0] = 1.0
        q = np.clip(np.round(W / scale), -QMAX, QMAX).astype(np.int8)
        base = n.name or n.output[0]
        qname, sname, zname = base + ".wq", base + ".wscale", base + ".wzp"
        new_inits += [numpy_helper.from_array(q, qname),
                      numpy_helper.from_array(scale.astype(np.float32), sname),
                      numpy_helper.from_array(np.zeros(W.shape[1], np.int8), zname)]
        inputs = [n.input[0], qname, sname, zname]
        out = n.output[0]
        # Fold a following Add of a constant [N] bias.
        users = consumers.get(out, [])
        if len(users) == 1 and users[0].op_type == "Add" and out not in graph_outputs:
            add = users[0]
            other = add.input[1] if add.input[0] == out else add.input[0]
            b = inits.get(other)
            if b is not None and list(b.dims) == [W.shape[1]]:
                inputs.append(other)
                out = add.output[0]
                drop.add(id(add))
        new_nodes.append(helper.make_node("DynamicQuantizeMatMul", inputs, [out],
                                          name=base + ".dqmm", domain="com.microsoft"))
        done += 1

    used = {i for n in new_nodes for i in n.input}
    keep = [t for t in g.initializer if t.name in used]
    del g.node[:]
    g.node.extend(new_nodes)
    del g.initializer[:]
    g.initializer.extend(keep + new_inits)
    if not any(o.domain == "com.microsoft" for o in model.opset_import):
        model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    return done


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("in_dir")
    p.add_argument("out_dir")
    p.add_argument("--quantize-attention", dest="keep_attention", action="store_false",
                   help="quantise the attention projections too (ONNX Runtime then cannot fuse attention)")
    a = p.parse_args()
    model = onnx.load(os.path.join(a.in_dir, "model.onnx"))
    n = quantize(model, a.keep_attention)
    if n == 0:
        raise SystemExit("quantize_int8: no MatMul with a constant float weight found")
    os.makedirs(a.out_dir, exist_ok=True)
    for name in os.listdir(a.in_dir):
        src = os.path.join(a.in_dir, name)
        if name != "model.onnx" and os.path.isfile(src):
            shutil.copyfile(src, os.path.join(a.out_dir, name))
    tmp = os.path.join(a.out_dir, "model.onnx.tmp")
    onnx.save(model, tmp)
    os.replace(tmp, os.path.join(a.out_dir, "model.onnx"))
    print(f"quantize_int8: {n} MatMul nodes quantised")


if __name__ == "__main__":
    main()
