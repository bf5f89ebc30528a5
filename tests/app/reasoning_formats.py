# ruff: noqa: E501  (the families' templates, verbatim)
"""The reasoning families' own chat templates and token streams, for the reasoning tests.

Templates: the generation-prompt and history parts of each model's published chat template (Qwen3's
`tokenizer_config.json`, DeepSeek-R1-Distill-Qwen's, Phi-4-reasoning's, gpt-oss's harmony template); the
token streams are each family's output as its tokenizer splits it into tokens (one string per token).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

QWEN3 = """{%- for message in messages %}
    {%- if message.role == "user" or (message.role == "system" and not loop.first) %}
        {{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>' + '\\n' }}
    {%- elif message.role == "assistant" %}
        {%- set content = message.content %}
        {%- set reasoning_content = '' %}
        {%- if '</think>' in message.content %}
            {%- set content = message.content.split('</think>')[-1].lstrip('\\n') %}
            {%- set reasoning_content = message.content.split('</think>')[0].rstrip('\\n').split('<think>')[-1].lstrip('\\n') %}
        {%- endif %}
        {{- '<|im_start|>' + message.role + '\\n' + content }}
        {{- '<|im_end|>\\n' }}
    {%- endif %}
{%- endfor %}
{%- if add_generation_prompt %}
    {{- '<|im_start|>assistant\\n' }}
    {%- if enable_thinking is defined and enable_thinking is false %}
        {{- '<think>\\n\\n</think>\\n\\n' }}
    {%- endif %}
{%- endif %}"""

DEEPSEEK_R1_DISTILL = (
    "{% if not add_generation_prompt is defined %}{% set add_generation_prompt = false %}{% endif %}"
    "{% set ns = namespace(is_first=false, is_tool=false, is_output_first=true, system_prompt='') %}"
    "{%- for message in messages %}{%- if message['role'] == 'system' %}{% set ns.system_prompt = message['content'] %}"
    "{%- endif %}{%- endfor %}{{bos_token}}{{ns.system_prompt}}{%- for message in messages %}"
    "{%- if message['role'] == 'user' %}{%- set ns.is_tool = false -%}{{'<｜User｜>' + message['content']}}{%- endif %}"
    "{%- if message['role'] == 'assistant' and message['content'] is not none %}{% set content = message['content'] %}"
    "{% if '</think>' in content %}{% set content = content.split('</think>')[-1] %}{% endif %}"
    "{{'<｜Assistant｜>' + content + '<｜end▁of▁sentence｜>'}}{%- endif %}{%- endfor -%}"
    "{% if add_generation_prompt and not ns.is_tool %}{{'<｜Assistant｜><think>\\n'}}{% endif %}"
)

PHI4_REASONING = (
    "{% if messages|length == 0 or messages[0]['role'] != 'system' %}{{'<|im_start|>system<|im_sep|>You are Phi, "
    "a language model trained by Microsoft to help users. Please structure your response into two main sections: "
    "Thought and Solution using the specified format: <think> {Thought section} </think> {Solution section}."
    "<|im_end|>'}}{% endif %}{% for message in messages %}{% if message['role'] == 'user' %}"
    "{{'<|im_start|>user<|im_sep|>' + message['content'] + '<|im_end|>'}}{% elif message['role'] == 'assistant' %}"
    "{{'<|im_start|>assistant<|im_sep|>' + message['content'] + '<|im_end|>'}}{% endif %}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant<|im_sep|>' }}{% endif %}"
)

GPT_OSS = (
    "{%- for message in loop_messages -%}{%- if message.role == 'assistant' -%}"
    "{%- if message.thinking %}{{- '<|start|>assistant<|channel|>analysis<|message|>' + message.thinking + '<|end|>' }}"
    "{%- endif %}{{- '<|start|>assistant<|channel|>final<|message|>' + message.content + '<|end|>' }}"
    "{%- elif message.role == 'user' -%}{{- '<|start|>user<|message|>' + message.content + '<|end|>' }}{%- endif -%}"
    "{%- endfor -%}{%- if add_generation_prompt -%}<|start|>assistant{%- endif -%}"
)

SMOLLM2 = (  # a model that does not think (the demo model's family)
    "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)

# Each family's reply, one string per token as its tokenizer decodes it.
QWEN3_STREAM = ["<think>", "\n", "Okay", ",", " the", " user", " asks", " what", " ", "2", " +", " ", "2", " is",
                ".", " That", "'s", " ", "4", ".\n", "</think>", "\n\n", "2", " +", " ", "2", " =", " **", "4", "**"]
QWEN3_STREAM_OFF = ["2", " +", " ", "2", " =", " ", "4", "."]  # after the prompt's empty block: an answer only
# DeepSeek-R1 distills: the prompt opened the thinking; the reply writes only its end.
DEEPSEEK_STREAM = ["Okay", ",", " so", " I", " need", " to", " add", " ", "2", " and", " ", "2", ".\n",
                   "</think>", "\n\n", "The", " answer", " is", " $\\", "boxed", "{", "4", "}$", "."]
PHI4_STREAM = ["<think>", "The", " question", " is", " simple", ":", " ", "2", "+", "2", "=", "4", ".", "</think>",
               "\n", "**", "Solution", ":**", " ", "4"]
# gpt-oss (harmony): its channel tokens are special; `MarkedTokenizer` decodes them to their text.
GPT_OSS_STREAM = ["<|channel|>", "analysis", "<|message|>", "User", " asks", " ", "2", "+", "2", ".", " Answer",
                  " ", "4", ".", "<|end|>", "<|start|>", "assistant", "<|channel|>", "final", "<|message|>",
                  "2", " +", " ", "2", " =", " ", "4"]
# Mistral's reasoning models (Ministral 3 Reasoning, Magistral): the default system prompt asks for [THINK] … [/THINK],
# and assistant history renders plain content (the generation and history parts of Ministral-3-Reasoning's template).
MINISTRAL3_REASONING = (
    "{%- set default_system_message = 'First draft your thinking process (inner monologue) until you arrive at a "
    "response. Your thinking process must follow the template below:[THINK]Your thoughts or/and draft.[/THINK]Here, "
    "provide a self-contained response.' %}{{- bos_token }}{%- if messages[0]['role'] == 'system' %}"
    "{{- '[SYSTEM_PROMPT]' + messages[0]['content'] + '[/SYSTEM_PROMPT]' -}}{%- set loop_messages = messages[1:] %}"
    "{%- else %}{%- set loop_messages = messages %}{{- '[SYSTEM_PROMPT]' + default_system_message + '[/SYSTEM_PROMPT]' }}"
    "{%- endif %}{%- for message in loop_messages %}{%- if message['role'] == 'user' %}"
    "{{- '[INST]' + message['content'] + '[/INST]' }}{%- elif message['role'] == 'assistant' %}"
    "{{- message['content'] }}{{- eos_token }}{%- endif %}{%- endfor %}"
)
# [THINK] and [/THINK] are special tokens (mistral-common: `SpecialTokens.begin_think`, `encode_think`)
MINISTRAL3_STREAM = ["[THINK]", "Okay", ",", " 2", " plus", " 2", " is", " 4", ".", "[/THINK]", "2", " +", " 2", " =",
                     " 4", "."]

THINKING = {"qwen3": "Okay, the user asks what 2 + 2 is. That's 4.",
            "deepseek": "Okay, so I need to add 2 and 2.",
            "phi4": "The question is simple: 2+2=4.",
            "gpt-oss": "User asks 2+2. Answer 4.", "ministral3": "Okay, 2 plus 2 is 4."}
ANSWER = {"qwen3": "2 + 2 = **4**", "deepseek": "The answer is $\\boxed{4}$.", "phi4": "**Solution:** 4",
          "gpt-oss": "2 + 2 = 4", "ministral3": "2 + 2 = 4."}


def linked_copy(source: Path, folder: Path, *leave_out: str) -> Path:
    """A new `folder` with `source`'s files hard-linked where they can be (copied across file systems), but
    those named in `leave_out`, which the caller writes anew (never through a link: that would change `source`)."""
    folder.mkdir()
    for item in source.iterdir():
        if item.name not in leave_out:
            try:
                os.link(item, folder / item.name)
            except OSError:  # another file system
                shutil.copy2(item, folder / item.name)
    return folder


def variant(demo_model: Path, folder: Path, template: str) -> Path:
    """The demo model with another chat template."""
    linked_copy(demo_model, folder, "chat_template.jinja")
    (folder / "chat_template.jinja").write_text(template, encoding="utf-8")
    return folder
