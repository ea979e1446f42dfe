"""``python -m bot.replay_file FILE.json``: replay a game exported with /game export, in English.

The replay and its report are ``games.replay``'s (pure); this is the command around them, here
because the report's words come from the catalogues (``bot.i18n``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from bot.i18n import english
from games import GAMES
from games.replay import Export, check_export, report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.replay_file",
        description=(
            "Replay a game exported with /game export: rebuild it from its seed and move log with the rules"
            " engine, print each step's public lines, the final table and scores, and say whether the outcome"
            " matches the stored one."
        ),
        epilog=(
            "exit status: 0 the outcome matches; 1 an action was refused or the outcome differs;"
            " 2 the file cannot be read. Reads no environment settings."
        ),
    )
    parser.add_argument("file", metavar="FILE.json", help="the JSON file /game export attached")
    path = parser.parse_args(sys.argv[1:] if argv is None else list(argv)).file
    try:
        with open(path, encoding="utf-8") as handle:
            doc = Export.model_validate_json(handle.read())
    except (OSError, ValueError) as exc:
        print(f"cannot read {path}: {exc}", file=sys.stderr)
        return 2
    checked = check_export(doc, GAMES)
    print(report(doc, checked, GAMES, english))
    return 1 if checked.problems else 0


if __name__ == "__main__":
    sys.exit(main())
