#!/usr/bin/env python3
"""Write a tiny sequence-classification ONNX model for the guard tests.

usage: make_classifier.py TOKENIZER_JSON OUT_DIR WORD [WORD ...]

OUT_DIR gets model.onnx, a copy of the tokenizer and a config.json whose
id2label names label 1 "INJECTION". The graph has the inputs a
HuggingFace export has (input_ids, attention_mask, token_type_ids, int64
[batch, sequence]) and one output, logits float [batch, 2]: logit 1 is
4 x (the number of the given words' token ids in the text) - 2, logit 0 is
0. So a text holding any of the words scores softmax > 0.88 for INJECTION,
and any other text 0.12. No training, no randomness: the tests know the
answer for every text.
"""
import json
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def main():
    tok_path, out_dir, words = sys.argv[1], sys.argv[2], sys.argv[3:]
    vocab = json.load(open(tok_path))["model"]["vocab"]
    ids = [vocab[w] for w in words]
    size = max(vocab.values()) + 1
    emb = np.zeros((size, 2), dtype=np.float32)
    for i in ids:
        emb[i, 1] = 4.0
    bias = np.array([0.0, -2.0], dtype=np.float32)

    inputs = [helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "sequence"])
              for n in ("input_ids", "attention_mask", "token_type_ids")]
    out = helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", 2])
    nodes = [
        helper.make_node("Gather", ["emb", "input_ids"], ["g"]),                # [b, s, 2]
        helper.make_node("Cast", ["attention_mask"], ["m"], to=TensorProto.FLOAT),
        helper.make_node("Unsqueeze", ["m", "axes2"], ["m3"]),                  # [b, s, 1]
        helper.make_node("Mul", ["g", "m3"], ["gm"]),
        helper.make_node("ReduceSum", ["gm", "axes1"], ["s"], keepdims=0),     # [b, 2]
        helper.make_node("Add", ["s", "bias"], ["logits"]),
    ]
    inits = [numpy_helper.from_array(emb, "emb"), numpy_helper.from_array(bias, "bias"),
             numpy_helper.from_array(np.array([2], dtype=np.int64), "axes2"),
             numpy_helper.from_array(np.array([1], dtype=np.int64), "axes1")]
    graph = helper.make_graph(nodes, "tiny_guard", inputs, [out], initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)], producer_name="make_classifier.py")
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, out_dir + "/model.onnx")
    shutil.copy(tok_path, out_dir + "/tokenizer.json")
    json.dump({"id2label": {"0": "SAFE", "1": "INJECTION"}}, open(out_dir + "/config.json", "w"))


if __name__ == "__main__":
    main()
