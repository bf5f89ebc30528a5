"""Hearth's Jinja2 rendering of chat templates: Hugging Face's environment, sandboxed (a downloaded template is
untrusted code), the template's own refusals as TemplateFailed."""

from __future__ import annotations

import pytest

from app.engine.host.jinja_template import JinjaTemplate, TemplateFailed, special_tokens


def test_it_renders_as_transformers_does() -> None:
    template = JinjaTemplate(
        "{{ bos_token }}{% for m in messages %}{% if m.role == 'user' %}{{ m.content | tojson }}"
        "{% else %}{% break %}{% endif %}{% endfor %}{{ tools | tojson(indent=1) }}\n"
        "{% set ns = namespace(n=0) %}{% for m in messages %}{% set ns.n = ns.n + 1 %}{% endfor %}{{ ns.n }}",
        special_tokens({"bos_token": {"__type": "AddedToken", "content": "<s>"}, "eos_token": "</s>"}))
    text = template.render([{"role": "user", "content": "naïve <b>"}, {"role": "assistant", "content": "x"}],
                           tools=[{"a": 1}])
    # non-ASCII and HTML kept as they are (Jinja2's own tojson escapes both), loop controls on, AddedToken read
    assert text == '<s>"naïve <b>"[\n {\n  "a": 1\n }\n]\n2'


@pytest.mark.parametrize("attack", [
    "{{ ''.__class__.__mro__[1].__subclasses__() }}",
    "{% set ns = namespace(_x=1) %}",
    "{{ messages.append(1) }}",  # immutable: a template cannot change the conversation
])
def test_a_hostile_template_is_refused_not_run(attack: str) -> None:
    with pytest.raises(TemplateFailed):
        JinjaTemplate(attack, {}).render([{"role": "user", "content": "hi"}])


def test_the_templates_own_refusal_is_its_words() -> None:
    template = JinjaTemplate("{{ raise_exception('Conversation roles must alternate') }}", {})
    with pytest.raises(TemplateFailed, match="Conversation roles must alternate"):
        template.render([])
