"""The board picture (placeholder)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def render_table(view: Any, names: Sequence[str]) -> bytes | None:
    return None
