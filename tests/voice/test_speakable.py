"""What a voice reads of a reply: sentences, without thinking, code, marks or addresses."""

from __future__ import annotations

from app.voice.speakable import SentenceFeed, sentences

REPLY = """<think>Plan: answer briefly.</think>
# Setup
Sure! Read [the guide](https://example.org/guide) first. Then see https://www.python.org/downloads/ for more.

```bash
pip install hearth
```
- Install it with **pip**.
- Run `main.py` once.

| Name | Size |
|------|------|
| tiny | 39 M |
Done."""


def test_a_reply_is_read_as_plain_sentences() -> None:
    assert sentences(REPLY) == [
        "Setup", "Sure!", "Read the guide first.", "Then see a link to python.org for more.",
        "Install it with pip.", "Run main.py once.", "Name, Size", "tiny, 39 M", "Done.",
    ]


def test_nothing_is_read_while_the_model_is_still_thinking() -> None:
    assert sentences("<think>Let me see. The answer is") == []


def test_a_streaming_reply_gives_each_sentence_once_when_it_is_complete() -> None:
    feed = SentenceFeed()
    said: list[str] = []
    for end in range(0, len(REPLY) + 1, 3):
        said += feed.update(REPLY[:end])
    said += feed.update(REPLY, final=True)
    assert said == sentences(REPLY)
    unclosed = SentenceFeed()
    assert unclosed.update("Look:\n```python\nprint('a.') \nprint('b.') ", final=True) == ["Look:"]


def test_a_list_numbered_inside_a_line_reads_each_number_with_its_sentence() -> None:
    # the demo model's "1. … world. 2. They … 3. They …" on one line: "2." was read, and marked, on its own
    written = "1. Bees make honey for the world. 2. They pollinate plants. 3) They make wax. It is 3. Done."
    assert sentences(written) == ["Bees make honey for the world.", "2. They pollinate plants.",
                                  "3) They make wax.", "It is 3.", "Done."]
    feed = SentenceFeed()
    said = [s for end in range(len(written) + 1) for s in feed.update(written[:end])]
    assert said + feed.update(written, final=True) == sentences(written)
