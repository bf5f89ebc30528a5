"""Prompt-lookup (n-gram) speculative decoding: Hearth's own loop over ORT GenAI's Generator.

How it works: when the last `NGRAM` tokens of the conversation occurred earlier in it, the tokens that
followed them there are a guess (a draft) of what comes next. The model reads the next token and the
draft in one read of several tokens — on a CPU that costs little more than reading one (the weights are
read from memory once either way) — and every draft token the model would have chosen itself is kept.
Where a reply quotes its sources, repeats a passage with edits, or rewrites code, most drafts are right
and several tokens come out of one read.

Why not ORT GenAI's own n-gram speculation (`GeneratorParams.set_speculative_options`): 0.18 binds it to
the generator (and so to the KV cache), with no way to switch it off in the middle of a turn, so "on
where it helps, off where it does not, decided by the turn's own acceptance rate" needs a loop of our
own; it also takes the draft length from timing (adaptive K), which would make a reply depend on how
busy the machine is. Here every decision depends on tokens alone, so a reply repeats.

Greedy replies only: a sampled reply's random stream is ORT's, which a loop of our own cannot continue;
a sampled turn decodes as before (`Speculation.why_not`). The loop picks each token as ORT's greedy
search does — the argmax after the repetition penalty over every token of the sequence (measured equal
to `generate_next_token` over 80 tokens with penalty 1.1) — and reads a token with no draft alone, as
`generate_next_token` does, so a turn without drafts gives ORT's reply exactly. A draft verified in a
read of several tokens is rounded as a prompt is read (accuracy level 4's int8 activations round a
one-token read apart, see `app.engine.host.session`); on a near-tie that can pick another token than the
one-token path would: the reply is then the one a fresh read of the same text would continue with. A
draft of which nothing is kept leaves no trace: the token is read again alone (one more step per miss), so
a turn whose drafts all miss gives exactly the reply decoded without them.

Cost: measured on the demo model, 2 threads, a read of 5 tokens ≈ 2 × a read of 1, so a draft of 4 pays
off from about one accepted token in four. `Auto` stops drafting for the rest of the turn once at least
`AUTO_MIN_DRAFTED` draft tokens were checked and fewer than `AUTO_MIN_ACCEPTANCE` of them were kept, or
when its first `AUTO_MAX_MISSES` lookups found nothing, so a turn with bad guesses or nothing to look up
is not slowed down.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from app.engine.protocol import SpeculativeMode as Mode

if TYPE_CHECKING:
    import onnxruntime_genai as og

NGRAM = 3
MAX_DRAFT = 4
AUTO_MIN_DRAFTED = 12
AUTO_MIN_ACCEPTANCE = 0.35
AUTO_MAX_MISSES = 32  # lookups that found nothing, with no draft yet: nothing to look up in this turn


def lookup(tokens: np.ndarray, ngram: int = NGRAM, max_draft: int = MAX_DRAFT) -> list[int]:
    """The tokens that followed the latest earlier occurrence of the last `ngram` tokens (at most
    `max_draft`), or [] when they did not occur before."""
    n = len(tokens)
    if n <= ngram:
        return []
    tail = tokens[n - ngram:]
    starts = np.nonzero(tokens[:n - ngram] == tail[0])[0]
    for start in starts[::-1]:  # the latest occurrence first: the most likely to continue alike
        if np.array_equal(tokens[start:start + ngram], tail):
            follow = tokens[start + ngram:min(n, start + ngram + max_draft)]
            return [int(t) for t in follow]
    return []


def pick_greedy(logits: np.ndarray, seen: np.ndarray, penalty: float) -> int:
    """ORT GenAI's greedy choice: the argmax after the repetition penalty over the tokens `seen` (each
    token of the sequence so far, prompt included)."""
    if penalty != 1.0 and len(seen):
        logits = logits.copy()
        values = logits[seen]
        logits[seen] = np.where(values < 0, values * np.float32(penalty), values / np.float32(penalty))
    return int(np.argmax(logits))


@dataclass
class Speculation:
    """One turn's speculative decoding: its mode, whether it is drafting, and what it measured."""

    mode: Mode
    drafting: bool = True
    drafted: int = 0  # draft tokens checked by the model
    accepted: int = 0  # of those, the ones the model chose too
    reads: int = 0  # model reads that checked a draft
    misses: int = 0  # lookups that found nothing

    @staticmethod
    def why_not(mode: Mode, greedy: bool, guided: bool) -> str:
        """Why a turn decodes without drafts ("" when it may draft)."""
        if mode == "off":
            return "off"
        if not greedy:
            return "sampled reply"
        if guided:
            return "constrained reply"
        return ""

    def looked_up(self, found: bool) -> None:
        """Count one lookup; in Auto, stop looking when a turn's first lookups find nothing at all."""
        self.misses += not found
        if self.mode == "auto" and not self.drafted and self.misses >= AUTO_MAX_MISSES:
            self.drafting = False

    def checked(self, drafted: int, accepted: int) -> None:
        """Count one verification; in Auto, stop drafting when the turn's guesses are not paying off."""
        self.drafted += drafted
        self.accepted += accepted
        self.reads += 1
        if (self.mode == "auto" and self.drafted >= AUTO_MIN_DRAFTED
                and self.accepted < AUTO_MIN_ACCEPTANCE * self.drafted):
            self.drafting = False

    @property
    def acceptance(self) -> float:
        return self.accepted / self.drafted if self.drafted else 0.0

    @property
    def state(self) -> str:
        """For the reply's details: "on" (drafted throughout), "auto-off" (Auto stopped drafting)."""
        return "on" if self.drafting else "auto-off"


def decode_speculative(gen: og.Generator, penalty: float, eos_ids: set[int], room: int,
                       take: Callable[[int], bool], spec: Speculation) -> tuple[int, bool]:
    """Greedy decoding with drafts, after the prompt was read (`gen` holds its logits).

    `take(token)` emits a token and returns True when the reply must stop there (a stop string, the
    budget, a cancel); EOS ends the reply without being taken. `room`: tokens the generator can still
    hold. Returns (tokens taken, ended on EOS). The cache then holds exactly the prompt and the tokens
    taken before the last one (the last is never read: nothing follows it).
    """
    sequence = [int(t) for t in gen.get_sequence(0)]
    seen = np.unique(np.asarray(sequence, dtype=np.int64))
    rows = _rows(gen)
    if len(rows) < 2:  # the prompt's last read had ≥ 2 tokens: this model returns only the last one's logits
        spec.drafting = False  # so a draft could not be checked
    token = pick_greedy(rows[-1], seen, penalty)
    taken = 0
    while True:
        if token in eos_ids:
            return taken, True
        taken += 1
        if take(token) or room < 1:
            return taken, False
        sequence.append(token)
        drafts: list[int] = []
        if spec.drafting:
            drafts = lookup(np.asarray(sequence, dtype=np.int32))
            drafts = _before_eos(drafts, eos_ids)[:room - 1]
            spec.looked_up(bool(drafts))
        gen.append_tokens(np.asarray([token, *drafts], dtype=np.int32))
        room -= 1 + len(drafts)
        rows = _rows(gen)
        seen = np.union1d(seen, [token])
        token = pick_greedy(rows[0], seen, penalty)
        kept = 0
        stopped = False
        for index, draft in enumerate(drafts):
            if token != draft:
                break
            kept += 1
            taken += 1
            sequence.append(draft)
            seen = np.union1d(seen, [draft])
            if take(draft):
                stopped = True
                break
            token = pick_greedy(rows[index + 1], seen, penalty)
        if drafts:
            spec.checked(len(drafts), kept)
        if kept < len(drafts):
            room += len(drafts) - kept
            gen.rewind_to(len(sequence))  # forget the drafts the model did not choose
        if stopped:
            return taken, False
        if drafts and not kept:
            # Nothing kept: read the token again alone, as decoding without drafts does, so a miss never
            # changes the reply (the multi-token read rounded it apart, see the module doc).
            gen.rewind_to(len(sequence) - 1)
            gen.append_tokens(np.asarray([sequence[-1]], dtype=np.int32))
            token = pick_greedy(_rows(gen)[-1], seen, penalty)


def _rows(gen: og.Generator) -> np.ndarray:
    """The logits of every token of the generator's last read, one row each."""
    rows: np.ndarray = np.asarray(gen.get_output("logits"), dtype=np.float32)[0]
    return rows


def _before_eos(drafts: Sequence[int], eos_ids: set[int]) -> list[int]:
    """A draft never reaches past an end of turn (EOS is never put in the cache)."""
    for index, token in enumerate(drafts):
        if token in eos_ids:
            return list(drafts[:index])
    return list(drafts)
