"""``--help`` for the benchmark scripts: what each one measures, its arguments and the settings it reads."""

from __future__ import annotations

import argparse
import textwrap

#: environment settings the PostgreSQL benchmarks read
POSTGRES_SETTINGS = {
    "TEST_DATABASE_URL": "a PostgreSQL server to use (the bench creates and drops a database of its own there)",
    "DATABASE_URL": "used when TEST_DATABASE_URL is unset",
    "PG_BIN": "the folder of initdb and pg_ctl, for a throwaway cluster when neither URL is set"
    " (else PATH, then /usr/lib/postgresql/N/bin; none found: the PostgreSQL part is skipped)",
}


def parser(module: str, doc: str | None, settings: dict[str, str] | None = None) -> argparse.ArgumentParser:
    """A parser for ``python -m MODULE``: the module's docstring as its description, the settings as its epilog."""
    if settings:
        epilog = "settings (environment variables):\n" + "\n".join(
            f"  {name}\n" + textwrap.fill(meaning, width=100, initial_indent=" " * 6, subsequent_indent=" " * 6)
            for name, meaning in settings.items()
        )
    else:
        epilog = "Reads no environment settings."
    return argparse.ArgumentParser(
        prog=f"python -m {module}",
        description=(doc or "").strip(),
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
