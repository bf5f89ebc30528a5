"""llama.cpp's side of `bench/vs_llamacpp.py`, run by the bench venv's python (llama-cpp-python).

Reads one JSON request a line on stdin and answers one JSON line on stdout:
    {"op": "load", "path": ..., "threads": 2, "n_ctx": 8192}          -> {"ok": true, "load_s": ...}
    {"op": "prefill", "tokens": [...]}                                  -> {"tokens": n, "seconds": s}
    {"op": "decode", "tokens": [...], "count": 64}                      -> {"generated": n, "seconds": s}
    {"op": "extend", "tokens": [...]}                                   -> {"tokens": n, "seconds": s}
    {"op": "steps", "count": 32}                                        -> {"generated": n, "seconds": s}
    {"op": "quit"}
Prefill is one `eval` of the prompt on an empty cache; decode feeds the prompt, then greedy tokens
one at a time (`eval` + argmax of the last logits, ignoring end-of-sequence as Hearth's bench
model never emits it), timed from the first generated token to the last, as Hearth's client sees it.
Extend reads more tokens after what the cache holds (no reset); steps then decodes greedily after it, timed
from the first generated token (`bench/long_decode.py`: decode as the context grows).
"""

from __future__ import annotations

import json
import sys
import time

import llama_cpp
import numpy as np

# Not a bench (runs inside the llama.cpp bench venv, driven by bench/vs_llamacpp.py):
# the quick-mode runner (tests/bench) skips it.
QUICK = None


def greedy(llm: llama_cpp.Llama) -> int:
    """The most likely next token from the last evaluated position's logits."""
    logits = np.ctypeslib.as_array(llm._ctx.get_logits_ith(-1), shape=(llm.n_vocab(),))
    return int(np.argmax(logits))


def main() -> None:
    llm: llama_cpp.Llama | None = None
    for line in sys.stdin:
        request = json.loads(line)
        op = request["op"]
        if op == "quit":
            break
        if op == "load":
            started = time.perf_counter()
            llm = llama_cpp.Llama(model_path=request["path"], n_ctx=request["n_ctx"], n_batch=512, n_ubatch=512,
                                  n_threads=request["threads"], n_threads_batch=request["threads"],
                                  flash_attn=bool(request.get("flash_attn", False)), verbose=False)
            answer: dict[str, object] = {"ok": True, "load_s": time.perf_counter() - started}
        elif op == "prefill":
            assert llm is not None
            llm.reset()
            started = time.perf_counter()
            llm.eval(request["tokens"])
            answer = {"tokens": len(request["tokens"]), "seconds": time.perf_counter() - started}
        elif op == "decode":
            assert llm is not None
            llm.reset()
            llm.eval(request["tokens"])
            token = greedy(llm)  # the first reply token: part of the prefill
            started = time.perf_counter()
            count = request["count"]
            for _ in range(count - 1):
                llm.eval([token])
                token = greedy(llm)
            answer = {"generated": count, "seconds": time.perf_counter() - started}
        elif op == "extend":
            assert llm is not None
            started = time.perf_counter()
            llm.eval(request["tokens"])
            answer = {"tokens": len(request["tokens"]), "seconds": time.perf_counter() - started}
        elif op == "steps":
            assert llm is not None
            token = greedy(llm)
            llm.eval([token])  # the first reply token: part of the read, as in "decode"
            token = greedy(llm)
            started = time.perf_counter()
            for _ in range(request["count"]):
                llm.eval([token])
                token = greedy(llm)
            answer = {"generated": request["count"], "seconds": time.perf_counter() - started}
        else:
            answer = {"error": f"unknown op {op}"}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
