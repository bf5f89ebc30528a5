"""Vector search at 100k chunks: numpy brute force (what Hearth uses) against sqlite-vec, same data, same run.

Prints one JSON line: milliseconds per top-50 query for each, whether they return the same ids, and the
time to load the vectors. sqlite-vec needs a Python whose sqlite3 can load extensions (the pyenv and
python.org builds often cannot: `enable_load_extension` is missing), so run this with such an
interpreter with numpy and sqlite-vec installed, e.g.:

    python3 -m venv /tmp/vecenv && /tmp/vecenv/bin/pip install numpy sqlite-vec
    /tmp/vecenv/bin/python bench/vectors.py
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import time

import numpy as np


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--chunks", type=int, default=100_000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--queries", type=int, default=50)
    parser.add_argument("--k", type=int, default=50)
    parser.add_argument("--quick", action="store_true", help="1,000 chunks, 5 queries: checks the bench runs")
    args = parser.parse_args()
    if args.quick:
        args.chunks, args.queries, args.k = 1000, 5, 10
    rng = np.random.default_rng(0)
    vectors = rng.standard_normal((args.chunks, args.dim)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    queries = vectors[rng.integers(0, args.chunks, args.queries)] + 0.1 * rng.standard_normal(
        (args.queries, args.dim)).astype(np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)

    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE chunks (id INTEGER PRIMARY KEY, vector BLOB)")
    conn.executemany("INSERT INTO chunks VALUES (?, ?)", ((i + 1, v.tobytes()) for i, v in enumerate(vectors)))
    started = time.perf_counter()
    rows = conn.execute("SELECT id, vector FROM chunks ORDER BY id").fetchall()
    matrix = np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), -1)
    ids = np.array([r[0] for r in rows])
    load_ms = (time.perf_counter() - started) * 1000

    started = time.perf_counter()
    numpy_hits = []
    for q in queries:
        scores = matrix @ q
        top = np.argpartition(-scores, args.k)[:args.k]
        numpy_hits.append(list(ids[top[np.argsort(-scores[top])]]))
    numpy_ms = (time.perf_counter() - started) * 1000 / args.queries

    result: dict[str, object] = {"chunks": args.chunks, "dim": args.dim, "k": args.k,
                                 "numpy_query_ms": round(numpy_ms, 2), "numpy_load_ms": round(load_ms, 1)}
    try:
        import sqlite_vec

        conn.enable_load_extension(True)
        sqlite_vec.load(conn)
        conn.enable_load_extension(False)
    except (ImportError, AttributeError, sqlite3.Error) as exc:
        result["sqlite_vec"] = f"unavailable: {exc}"
        print(json.dumps(result))
        return
    conn.execute(f"CREATE VIRTUAL TABLE vec USING vec0(embedding float[{args.dim}] distance_metric=cosine)")
    started = time.perf_counter()
    conn.execute("INSERT INTO vec(rowid, embedding) SELECT id, vector FROM chunks")
    insert_ms = (time.perf_counter() - started) * 1000
    started = time.perf_counter()
    vec_hits = []
    for q in queries:
        found = conn.execute("SELECT rowid FROM vec WHERE embedding MATCH ? AND k = ? ORDER BY distance",
                             (q.tobytes(), args.k)).fetchall()
        vec_hits.append([r[0] for r in found])
    vec_ms = (time.perf_counter() - started) * 1000 / args.queries
    same = sum(len(set(a) & set(b)) for a, b in zip(numpy_hits, vec_hits, strict=True)) / (args.k * args.queries)
    result.update(sqlite_vec_query_ms=round(vec_ms, 2), sqlite_vec_insert_ms=round(insert_ms, 1),
                  sqlite_vec_version=conn.execute("SELECT vec_version()").fetchone()[0],
                  same_results=round(same, 4), numpy_speedup=round(vec_ms / numpy_ms, 2))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
