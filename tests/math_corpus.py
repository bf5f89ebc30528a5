r"""Forty replies with math as models write them, with what each must show.

They follow the failures the peers' trackers report (LM Studio #3, #228, #875, #1735, #1831; Ollama
#15310, #15335; GPT4All #3510): `\[ \]` blocks straight under a line of text, `\( \)` inline, `$` in
prices and shell text, math in tables, lists and block quotes, formulas that do not parse, and replies
cut in the middle of a formula.

`formulas`: each formula drawn, as written (delimiters included), in reading order. `text`: words that
must stay text (prices, shell variables, a cut formula). `source`: formulas that do not parse, shown as
their source.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    name: str
    reply: str
    formulas: tuple[str, ...] = ()
    text: tuple[str, ...] = ()
    source: tuple[str, ...] = ()


CASES: tuple[Case, ...] = (
    Case("quadratic_brackets",
         "To solve $ax^2 + bx + c = 0$, use the quadratic formula:\n\n\\[\nx = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\n"
         "\\]\n\nThe term $b^2 - 4ac$ is called the **discriminant**.",
         ("$ax^2 + bx + c = 0$", "\\[\nx = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\n\\]", "$b^2 - 4ac$")),
    Case("brackets_under_a_line",
         "The derivative is:\n\\[ f'(x) = 2x \\]\nSo at x = 3 the slope is 6.",
         ("\\[ f'(x) = 2x \\]",), ("So at x = 3 the slope is 6.",)),
    Case("parentheses_inline",
         "The function \\(f(x) = x^2\\) has the derivative \\(f'(x) = 2x\\).",
         ("\\(f(x) = x^2\\)", "\\(f'(x) = 2x\\)")),
    Case("dollars_block",
         "The integral evaluates to\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$",
         ("$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$",)),
    Case("dollars_display_in_a_sentence",
         "Euler's identity $$e^{i\\pi} + 1 = 0$$ links five constants.",
         ("$$e^{i\\pi} + 1 = 0$$",), ("links five constants.",)),
    Case("prices", "The basic plan costs $5 per month and the pro plan $10, so you save $5 a month.",
         text=("$5 per month", "$10,", "save $5 a month")),
    Case("price_range", "Expect to pay $20-$30 for a decent one, or $100 for the premium model.",
         text=("$20-$30", "$100")),
    Case("shell_variables",
         "Run `echo $HOME` or `export PATH=$PATH:~/bin`; in a script, $HOME and $USER work too.",
         text=("echo $HOME", "export PATH=$PATH:~/bin", "$HOME and $USER")),
    Case("shell_block", "```bash\nfor f in *.txt; do echo \"$f\"; done\nTOTAL=$((A + B))\n```",
         text=('echo "$f"', "TOTAL=$((A + B))")),
    Case("table",
         "| Shape | Area |\n|---|---|\n| Circle | $\\pi r^2$ |\n| Square | $s^2$ |\n| Triangle | $\\frac{1}{2}bh$ |",
         ("$\\pi r^2$", "$s^2$", "$\\frac{1}{2}bh$"), ("Circle", "Triangle")),
    Case("numbered_steps",
         "1. Start with $x_0 = 1$.\n2. Iterate $x_{n+1} = x_n - \\frac{f(x_n)}{f'(x_n)}$.\n"
         "3. Stop when $|x_{n+1} - x_n| < \\epsilon$.",
         ("$x_0 = 1$", "$x_{n+1} = x_n - \\frac{f(x_n)}{f'(x_n)}$", "$|x_{n+1} - x_n| < \\epsilon$")),
    Case("block_quote",
         "> **Theorem.** For all $n \\ge 1$,\n> $$\\sum_{k=1}^n k = \\frac{n(n+1)}{2}$$",
         ("$n \\ge 1$", "$$\\sum_{k=1}^n k = \\frac{n(n+1)}{2}$$"), ("Theorem.",)),
    Case("list_with_display",
         "- Newton's second law:\n  \\[\n  F = ma\n  \\]\n- Kinetic energy: \\(E_k = \\tfrac12 mv^2\\)",
         ("\\[\nF = ma\n\\]", "\\(E_k = \\tfrac12 mv^2\\)"), ("Newton's second law:",)),
    Case("matrix",
         "The rotation matrix is\n$$\nR(\\theta) = \\begin{pmatrix} \\cos\\theta & -\\sin\\theta \\\\ "
         "\\sin\\theta & \\cos\\theta \\end{pmatrix}\n$$",
         ("$$\nR(\\theta) = \\begin{pmatrix} \\cos\\theta & -\\sin\\theta \\\\ \\sin\\theta & \\cos\\theta "
          "\\end{pmatrix}\n$$",), ("The rotation matrix is",)),
    Case("cases",
         "$$|x| = \\begin{cases} x & \\text{if } x \\ge 0 \\\\ -x & \\text{otherwise} \\end{cases}$$",
         ("$$|x| = \\begin{cases} x & \\text{if } x \\ge 0 \\\\ -x & \\text{otherwise} \\end{cases}$$",)),
    Case("aligned",
         "\\[\n\\begin{aligned}\n(a+b)^2 &= a^2 + 2ab + b^2 \\\\\n(a-b)^2 &= a^2 - 2ab + b^2\n\\end{aligned}\n\\]",
         ("\\[\n\\begin{aligned}\n(a+b)^2 &= a^2 + 2ab + b^2 \\\\\n(a-b)^2 &= a^2 - 2ab + b^2\n"
          "\\end{aligned}\n\\]",)),
    Case("unknown_command", "Use $\\foo{x}$ here, and $y^2$ there.", ("$y^2$",), source=("$\\foo{x}$",)),
    Case("unbalanced_braces", "The ratio $\\frac{a}{b$ is left as written.", source=("$\\frac{a}{b$",)),
    Case("escaped_dollars", "It costs \\$5 and \\$10 in total.", text=("It costs $5 and $10 in total.",)),
    Case("statistics",
         "The sample mean is $\\bar{x} = \\frac{1}{n}\\sum_{i=1}^n x_i$ and the variance\n\n"
         "$$s^2 = \\frac{1}{n-1}\\sum_{i=1}^n (x_i - \\bar{x})^2$$",
         ("$\\bar{x} = \\frac{1}{n}\\sum_{i=1}^n x_i$", "$$s^2 = \\frac{1}{n-1}\\sum_{i=1}^n (x_i - \\bar{x})^2$$")),
    Case("bayes", "By Bayes' theorem, \\(P(A \\mid B) = \\frac{P(B \\mid A)\\,P(A)}{P(B)}\\).",
         ("\\(P(A \\mid B) = \\frac{P(B \\mid A)\\,P(A)}{P(B)}\\)",)),
    Case("units", "The speed of light is $c \\approx 3 \\times 10^8\\,\\text{m/s}$.",
         ("$c \\approx 3 \\times 10^8\\,\\text{m/s}$",)),
    Case("chemistry", "Water is $\\text{H}_2\\text{O}$ and table salt is $\\text{NaCl}$.",
         ("$\\text{H}_2\\text{O}$", "$\\text{NaCl}$")),
    Case("code_spans", "In PHP, `$x = 5;` assigns; in LaTeX you write `$x^2$`.", text=("$x = 5;", "$x^2$")),
    Case("greek", "Let $\\alpha, \\beta \\in \\mathbb{R}$ and $\\gamma = \\alpha + \\beta$.",
         ("$\\alpha, \\beta \\in \\mathbb{R}$", "$\\gamma = \\alpha + \\beta$")),
    Case("limit", "A classic limit:\n\n$$\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1$$\n\nIt follows from the squeeze "
         "theorem.", ("$$\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1$$",), ("squeeze theorem.",)),
    Case("heading", "## Solving $x^2 = 4$\n\nThe roots are $x = \\pm 2$.", ("$x^2 = 4$", "$x = \\pm 2$"), ("Solving",)),
    Case("paragraphs",
         "First, note that\n\n$$a^2 + b^2 = c^2$$\n\nThen for a right triangle with legs 3 and 4, $c = 5$.",
         ("$$a^2 + b^2 = c^2$$", "$c = 5$")),
    Case("money_and_math", "If a widget costs $3 and you buy $n$ of them, you pay $3n$ dollars.",
         ("$n$", "$3n$"), ("costs $3 and you buy",)),
    Case("revenue", "Revenue grew from $1.2M to $3.4M, a 183% increase.", text=("$1.2M to $3.4M",)),
    Case("latex_in_a_fence", "```latex\n\\begin{equation} E = mc^2 \\end{equation}\n```",
         text=("\\begin{equation} E = mc^2 \\end{equation}",)),
    Case("table_header_math", "| $n$ | $n!$ |\n|---|---|\n| 3 | 6 |\n| 4 | 24 |", ("$n$", "$n!$")),
    Case("maxwell",
         "Maxwell: \\(\\nabla \\cdot \\mathbf{E} = \\frac{\\rho}{\\varepsilon_0}\\) and "
         "\\(\\nabla \\times \\mathbf{B} = \\mu_0 \\mathbf{J}\\).",
         ("\\(\\nabla \\cdot \\mathbf{E} = \\frac{\\rho}{\\varepsilon_0}\\)",
          "\\(\\nabla \\times \\mathbf{B} = \\mu_0 \\mathbf{J}\\)")),
    Case("big_o", "Merge sort runs in $O(n \\log n)$ time and uses $O(n)$ extra space.",
         ("$O(n \\log n)$", "$O(n)$")),
    Case("quote_brackets", "> \\[ e^{i\\theta} = \\cos\\theta + i\\sin\\theta \\]",
         ("\\[ e^{i\\theta} = \\cos\\theta + i\\sin\\theta \\]",)),
    Case("roots", "$\\sqrt[3]{27} = 3$ and $\\sqrt{2} \\approx 1.414$",
         ("$\\sqrt[3]{27} = 3$", "$\\sqrt{2} \\approx 1.414$")),
    Case("normal_density",
         "The normal density is\n$$\nf(x) = \\frac{1}{\\sigma\\sqrt{2\\pi}} e^{-\\frac{(x-\\mu)^2}{2\\sigma^2}}\n$$",
         ("$$\nf(x) = \\frac{1}{\\sigma\\sqrt{2\\pi}} e^{-\\frac{(x-\\mu)^2}{2\\sigma^2}}\n$$",)),
    Case("binomial", "There are $\\binom{5}{2} = 10$ ways to choose.", ("$\\binom{5}{2} = 10$",)),
    Case("cut_inline", "The sum is $\\sum_{k=1}^{n", text=("$\\sum_{k=1}^{n",)),
    Case("cut_display", "The formula:\n\\[\nx = \\frac{-b", text=("x = \\frac{-b",)),
)
