"""The catalogues against the code and against each other (issue 31).

Read independently of the renderer: the Fluent files are parsed with fluent.syntax and the
code is scanned for string literals, so a key the code asks for and the catalogue lacks, a
key nobody asks for, a translation missing or with other placeholders, or a file Fluent
cannot read fails here for every language.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor

from bot.i18n import ROOT, SOURCE, catalogue_dirs, languages

ID = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$")


class _Variables(Visitor):  # type: ignore[misc]
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fl.VariableReference) -> None:
        self.names.add(node.id.name)


def entries(path: Path) -> dict[str, set[str]]:
    """Message id -> the variables its pattern uses; a syntax error fails the test."""
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [e.content.strip()[:80] for e in resource.body if isinstance(e, fl.Junk)]
    assert not junk, f"{path}: Fluent cannot read {junk}"
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, fl.Message):
            visitor = _Variables()
            visitor.visit(entry)
            assert entry.id.name not in found, f"{path}: {entry.id.name} twice"
            found[entry.id.name] = visitor.names
    return found


def catalogue(lang: str, folder: Path) -> dict[str, set[str]]:
    merged: dict[str, set[str]] = {}
    for path in sorted((folder / lang).glob("*.ftl")):
        merged.update(entries(path))
    return merged


def code_of(folder: Path) -> list[Path]:
    """The code a catalogue serves: its game's folder, or the bot's layers for the bot's catalogue."""
    owner = folder.parent
    if owner.name == "bot":  # the bot's layers, and the contract's shared defaults (games/*.py)
        return [p for d in ("bot", "cogs") for p in sorted((ROOT / d).rglob("*.py"))] + sorted(
            (ROOT / "games").glob("*.py")
        )
    return sorted(owner.rglob("*.py"))


def literals(paths: list[Path]) -> set[str]:
    found: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and ID.match(node.value):
                found.add(node.value)
    return found


FOLDERS = catalogue_dirs()


def test_every_language_and_catalogue_is_found() -> None:
    assert languages()[:1] == [SOURCE] and {"de", "pl"} <= set(languages())
    names = {f.parent.name for f in FOLDERS}
    assert {"bot", "chachapoya", "capybara", "pachamama", "inka", "anasazi"} <= names


def test_ids_are_unique_across_catalogues() -> None:
    """One bundle holds every catalogue of a language: an id defined twice would hide one of them."""
    counts = Counter(key for folder in FOLDERS for key in catalogue(SOURCE, folder))
    assert [k for k, n in counts.items() if n > 1] == []


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda f: f.parent.name)
def test_the_code_and_the_english_catalogue_agree(folder: Path) -> None:
    english = catalogue(SOURCE, folder)
    prefixes = {key.split("-")[0] for key in english}
    asked = {s for s in literals(code_of(folder)) if s.split("-")[0] in prefixes}
    assert sorted(asked - english.keys()) == [], "ids the code uses that the English catalogue lacks"
    assert sorted(english.keys() - asked) == [], "ids in the catalogue that no code uses"


@pytest.mark.parametrize("lang", [lang for lang in languages() if lang != SOURCE])
@pytest.mark.parametrize("folder", FOLDERS, ids=lambda f: f.parent.name)
def test_each_translation_has_every_key_with_the_same_placeholders(folder: Path, lang: str) -> None:
    english = catalogue(SOURCE, folder)
    files = {p.name for p in (folder / SOURCE).glob("*.ftl")}
    assert {p.name for p in (folder / lang).glob("*.ftl")} == files, f"{lang} has other files than English"
    translated = catalogue(lang, folder)
    assert sorted(english.keys() - translated.keys()) == [], f"missing in {lang}"
    assert sorted(translated.keys() - english.keys()) == [], f"in {lang} but not in English"
    differ = {k: (english[k], translated[k]) for k in english if english[k] != translated.get(k)}
    assert differ == {}, f"placeholders differ in {lang} (English, {lang})"
