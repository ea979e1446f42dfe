"""The README and its docs/ pages: every command and setting documented where a link leads, no broken link.

The README keeps what a newcomer needs; the depth lives in docs/*.md. These checks keep that split
honest: a `make` target, a setting of bot/config.py or a `/game` subcommand added later must be
documented, and a page moved or a heading renamed must not leave a dead link behind.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.config import Settings

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def links(page: Path) -> list[str]:
    """Every link target of a markdown page, code blocks and code spans left out."""
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.DOTALL)
    text = re.sub(r"`[^`\n]*`", "", text)
    return LINK.findall(text)


def is_relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target)  # http:, https:, mailto: ...


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.DOTALL)
    return {anchor(m.group(1)) for m in re.finditer(r"^#{1,6} +(.+?) *#*$", text, re.MULTILINE)}


def linked_pages() -> list[Path]:
    """README.md and every page reached from it by relative links to markdown files."""
    seen = [README]
    todo = [README]
    while todo:
        page = todo.pop()
        for target in links(page):
            path = target.split("#", 1)[0]
            if not is_relative(target) or not path.endswith(".md"):
                continue
            found = (page.parent / path).resolve()
            if found.is_file() and found not in seen:
                seen.append(found)
                todo.append(found)
    return seen


def documented_text() -> str:
    return "\n".join(page.read_text(encoding="utf-8") for page in linked_pages())


def make_targets() -> list[str]:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    return [m.group(1) for m in re.finditer(r"^([a-z][\w-]*):", makefile, re.MULTILINE)]


def game_subcommands() -> list[str]:
    """The names of the `/game` subcommands the cogs register (``@game.command(name=...)``, ``app_commands``)."""
    names: list[str] = []
    for cog in sorted((ROOT / "cogs").glob("*.py")):
        source = cog.read_text(encoding="utf-8")
        names += re.findall(r"@(?:game|app_commands)\.command\(\s*name=\"([\w-]+)\"", source)
    return names


def test_every_docs_page_is_linked_from_the_readme() -> None:
    pages = {p.resolve() for p in (ROOT / "docs").glob("*.md")}
    assert pages, "docs/*.md pages are expected"
    assert pages <= set(linked_pages()), sorted(str(p) for p in pages - set(linked_pages()))


@pytest.mark.parametrize("target", make_targets())
def test_every_make_target_is_documented(target: str) -> None:
    assert re.search(rf"make {re.escape(target)}(?![\w-])", documented_text()), f"`make {target}` is documented nowhere"


@pytest.mark.parametrize("name", [name.upper() for name in Settings.model_fields])
def test_every_setting_is_documented(name: str) -> None:
    assert re.search(rf"\b{name}\b", documented_text()), f"the setting {name} is documented nowhere"


def test_the_settings_page_has_a_row_for_every_setting() -> None:
    page = (ROOT / "docs" / "settings.md").read_text(encoding="utf-8")
    missing = [n.upper() for n in Settings.model_fields if f"| `{n.upper()}` |" not in page]
    assert not missing, missing


@pytest.mark.parametrize("page", [README, *sorted((ROOT / "docs").glob("*.md"))], ids=lambda p: p.name)
def test_relative_links_lead_to_existing_files_and_headings(page: Path) -> None:
    broken = []
    for target in links(page):
        if not is_relative(target):
            continue
        path, _, fragment = target.partition("#")
        found = (page.parent / path).resolve() if path else page
        if not found.exists():
            broken.append(f"{target}: no such file")
        elif fragment and found.suffix == ".md" and fragment not in anchors(found):
            broken.append(f"{target}: no such heading in {found.name}")
    assert not broken, broken


def test_the_cogs_register_the_game_subcommands_this_test_reads() -> None:
    assert {"new", "rules", "history", "leaderboard"} <= set(game_subcommands())


@pytest.mark.parametrize("name", game_subcommands())
def test_every_game_subcommand_is_in_the_readme(name: str) -> None:
    assert re.search(rf"/game {re.escape(name)}\b", README.read_text(encoding="utf-8")), f"/game {name}"


def test_the_readme_top_stays_short() -> None:
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 120
