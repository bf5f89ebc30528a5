"""A safe calculator: arithmetic expressions walked as a Python syntax tree, never `eval`.

Only numbers, + - * / // % **, parentheses, a few math functions and constants are allowed; powers and
factorials are bounded so an expression cannot take the machine's time or memory.
"""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable
from typing import Any

MAX_EXPONENT = 10_000
MAX_LENGTH = 500

_BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow,
}
_UNARY: dict[type[ast.unaryop], Callable[[Any], Any]] = {ast.UAdd: operator.pos, ast.USub: operator.neg}
_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "sqrt": math.sqrt, "sin": math.sin, "cos": math.cos, "tan": math.tan, "asin": math.asin, "acos": math.acos,
    "atan": math.atan, "log": math.log, "log10": math.log10, "log2": math.log2, "exp": math.exp, "abs": abs,
    "round": round, "floor": math.floor, "ceil": math.ceil, "min": min, "max": max,
}
_CONSTANTS = {"pi": math.pi, "e": math.e, "tau": math.tau}


class CalcError(ValueError):
    pass


def evaluate(expression: str) -> int | float:
    """The value of `expression`; CalcError with the reason for anything else."""
    text = expression.strip().replace("^", "**").replace("×", "*").replace("÷", "/")
    if not text:
        raise CalcError("the expression is empty")
    if len(text) > MAX_LENGTH:
        raise CalcError(f"the expression is longer than {MAX_LENGTH} characters")
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        raise CalcError(f"{expression!r} is not an arithmetic expression") from None
    try:
        value = _eval(tree.body)
    except ZeroDivisionError:
        raise CalcError("division by zero") from None
    except (OverflowError, ValueError, TypeError) as exc:
        raise CalcError(str(exc) or type(exc).__name__) from None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise CalcError("the result is not a number")
    return value


def _eval(node: ast.expr) -> Any:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name) and node.id in _CONSTANTS:
        return _CONSTANTS[node.id]
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        return _UNARY[type(node.op)](_eval(node.operand))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        left, right = _eval(node.left), _eval(node.right)
        if isinstance(node.op, ast.Pow) and (abs(right) > MAX_EXPONENT or (abs(left) > 1e6 and abs(right) > 100)):
            raise CalcError("the power is too large to compute")
        return _BINARY[type(node.op)](left, right)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _FUNCTIONS
            and not node.keywords):
        return _FUNCTIONS[node.func.id](*(_eval(a) for a in node.args))
    raise CalcError(f"{ast.unparse(node)!r} is not allowed (numbers, + - * / // % **, and math functions only)")


def format_number(value: int | float) -> str:
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(value) if isinstance(value, float) else str(value)
