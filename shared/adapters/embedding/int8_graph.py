"""Rewrite an fp32 BERT graph so its weight MatMuls run as integer GEMMs, identically on every x86-64 CPU.

Why not `onnxruntime.quantization.quantize_dynamic` (recipe 1 of this model):

- Its `DynamicQuantizeLinear` picks ONE activation scale for the whole input
  tensor, so every text in a batch (padding included) moved every other text's
  vector: "ok" embedded alone vs in a batch measured cosine 0.937.
- Its 8-bit weights overflow on CPUs without VNNI: there ONNX Runtime's
  u8 x s8 kernel adds pairs of products in 16-bit registers (`vpmaddubsw`),
  which saturate above 32,767 (255 x 127 x 2 = 64,770). The same model gave
  different vectors on AVX2-only and AVX-512-VNNI machines (cosine 0.958).

What this rewrite does instead:

- Weights: symmetric, per output channel, clipped to [-63, 63] (7 bits):
  255 x 63 x 2 = 32,130 < 32,767, so every kernel (SSE, AVX2, AVX-512,
  VNNI) computes the exact same int32 sums.
- Activations: one scale per token row, computed in the graph from that row
  alone, so a text's vector depends on nothing but the text.
  - Rows that are roughly symmetric (LayerNorm and attention outputs):
    scale = max|x| / 127, stored as uint8 with a fixed zero point of 128,
    which `MatMulIntegerToFloat` subtracts itself: one fused op per GEMM.
  - GELU outputs (never below -0.17): shifted by +0.17 so they are
    non-negative and use all 256 levels with zero point 0; the shift's
    contribution, -0.17 x column sums of W, is a constant added back.
    This keeps 8 bits of resolution where symmetric scaling would waste half.
- Q, K and V read the same input: their weights are concatenated into one
  GEMM and split after, one quantisation and one kernel call instead of three.

Measured against the committed torch reference (tests/test_minilm_int8.py):
cosine min 0.978 / median 0.996 (recipe 1: 0.968 / 0.992); batch vs alone
1.000000; AVX2 (Haswell, under qemu-user) vs AVX-512-VNNI min 0.99943, the
residue of fp32 kernels (LayerNorm, softmax, GELU) rounding differently per
instruction set and occasionally moving one activation across a rounding step.
"""

from __future__ import annotations

from typing import Any

WEIGHT_MAX = 63  # see the module docstring: keeps u8*s8 pair sums inside int16
GELU_MIN = 0.17  # GELU(x) >= -0.16997 for every real x
_GELU_OPS = {"BiasGelu", "Gelu", "FastGelu"}


def quantise_per_token(model: Any) -> Any:
    """Replace every MatMul with a constant weight by the per-token int8 pattern, in place; returns the model."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    graph = model.graph
    inits = {i.name: i for i in graph.initializer}
    producer = {out: node.op_type for node in graph.node for out in node.output}
    weighted = [n for n in graph.node if n.op_type == "MatMul" and n.input[1] in inits]
    if not weighted:
        raise ValueError("graph has no MatMul with a constant weight")
    by_input: dict[str, list[Any]] = {}
    for node in weighted:
        by_input.setdefault(node.input[0], []).append(node)

    added: list[Any] = []

    def const(name: str, value: Any) -> str:
        added.append(numpy_helper.from_array(np.asarray(value), name=name))
        return name

    const("i8_inv127", np.array(1 / 127, np.float32))
    const("i8_inv255", np.array(1 / 255, np.float32))
    const("i8_eps", np.array(1e-8, np.float32))  # an all-zero row: any scale works, avoid 0/0
    const("i8_one", np.array([1.0], np.float32))
    const("i8_zp128", np.array(128, np.uint8))
    const("i8_zp0", np.array(0, np.uint8))
    # Cast truncates; every value here is positive, so +0.5 makes it round half up.
    const("i8_sym_offset", np.array(128.5, np.float32))
    const("i8_half", np.array(0.5, np.float32))
    const("i8_gelu_shift", np.array(GELU_MIN, np.float32))

    def quantise_rows(x: str, unsigned: bool) -> list[Any]:
        p = f"i8q_{x}"
        if unsigned:
            head = [helper.make_node("Add", [x, "i8_gelu_shift"], [p + "_v"])]
            peak = helper.make_node("ReduceMax", [p + "_v"], [p + "_peak"], axes=[-1], keepdims=1)
            inv, offset, value = "i8_inv255", "i8_half", p + "_v"
        else:
            head = [helper.make_node("Abs", [x], [p + "_abs"])]
            peak = helper.make_node("ReduceMax", [p + "_abs"], [p + "_peak"], axes=[-1], keepdims=1)
            inv, offset, value = "i8_inv127", "i8_sym_offset", x
        return head + [
            peak,
            helper.make_node("Mul", [p + "_peak", inv], [p + "_s0"]),
            helper.make_node("Max", [p + "_s0", "i8_eps"], [p + "_scale"]),
            helper.make_node("Div", [value, p + "_scale"], [p + "_div"]),
            helper.make_node("Add", [p + "_div", offset], [p + "_off"]),
            helper.make_node("Cast", [p + "_off"], [p + "_q"], to=TensorProto.UINT8),
        ]

    nodes: list[Any] = []
    done: set[str] = set()
    for node in list(graph.node):
        if node.op_type != "MatMul" or node.input[1] not in inits:
            nodes.append(node)
            continue
        x = node.input[0]
        if x in done:
            continue  # merged into the first MatMul reading the same input
        done.add(x)
        members = by_input[x]
        unsigned = producer.get(x) in _GELU_OPS
        if unsigned and len(members) > 1:
            raise ValueError(f"{x}: a GELU output feeding several MatMuls is not a BERT FFN")
        nodes += quantise_rows(x, unsigned)
        p = f"i8q_{x}"
        weights = [numpy_helper.to_array(inits[m.input[1]]).astype(np.float32) for m in members]
        w = np.concatenate(weights, axis=1)
        w_scale = np.abs(w).max(axis=0) / WEIGHT_MAX
        w_scale = np.where(w_scale == 0, 1.0, w_scale).astype(np.float32)
        w_q = np.clip(np.round(w / w_scale), -WEIGHT_MAX, WEIGHT_MAX).astype(np.int8)
        g = node.name
        nodes.append(
            helper.make_node(
                "MatMulIntegerToFloat",
                [p + "_q", const(g + "_wq", w_q), "i8_one", const(g + "_ws", w_scale), "i8_zp0" if unsigned else "i8_zp128"],
                [g + "_yw"],
                domain="com.microsoft",
            )
        )
        scaled = g + "_y" if (unsigned or len(members) > 1) else members[0].output[0]
        nodes.append(helper.make_node("Mul", [g + "_yw", p + "_scale"], [scaled]))
        if unsigned:
            shift_back = (-GELU_MIN * w_scale * w_q.astype(np.float32).sum(axis=0)).astype(np.float32)
            nodes.append(helper.make_node("Add", [scaled, const(g + "_shift", shift_back)], [members[0].output[0]]))
        elif len(members) > 1:
            sizes = np.array([wi.shape[1] for wi in weights], np.int64)
            nodes.append(helper.make_node("Split", [scaled, const(g + "_sizes", sizes)], [m.output[0] for m in members], axis=-1))

    del graph.node[:]
    graph.node.extend(nodes)
    used = {name for n in graph.node for name in n.input}
    kept = [i for i in graph.initializer if i.name in used]
    del graph.initializer[:]
    graph.initializer.extend(kept + added)
    return model
