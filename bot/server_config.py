"""A server's settings (``/game config``, issue 37): their names, defaults and allowed values.

Pure: no Discord, no store. The store keeps a row per setting that was changed (text values,
see db/admin.py); :func:`parse` turns those rows into a :class:`ServerConfig`, :func:`check`
says whether a value may be stored, and :func:`table_options` is what a new table copies into
its own options when it is opened, so that a later change never reaches a table already open.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.clock import DEFAULT_PACE, PACES
from bot.i18n import languages

WHEN_LATE = ("ai", "forfeit")
#: where a table's play-by-play goes: a thread on the table message (as before), or the channel
PLAY_BY_PLAY = ("thread", "channel")
#: games with AI seats and ratings: "humans" (default) rates the humans among themselves, the AI
#: seats unrated; "all" rates the AI seats too, one pseudo-player per level; "none": a game with
#: an AI seat changes no rating
AI_RATINGS = ("humans", "all", "none")
#: the server's language for public messages: "auto" follows the server's Discord setting
AUTO = "auto"

#: every setting, in the panel's order
NAMES = ("pace", "when_late", "channels", "play_by_play", "host_role", "language", "ai_ratings", "announce")

#: the keys a table's options get at /game new (engines ignore keys they do not know)
LOG_KEY = "server_log"
RATINGS_KEY = "server_ratings"
ANNOUNCE_KEY = "server_announce"


@dataclass(frozen=True)
class ServerConfig:
    pace: str = DEFAULT_PACE
    when_late: str = "ai"
    channels: tuple[int, ...] = ()  # () : every channel
    play_by_play: str = "thread"
    host_role: int | None = None  # None: everyone may open tables
    language: str = AUTO
    ai_ratings: str = "humans"
    announce: int | None = None  # a channel for finished games and tournament rounds

    def allows_channel(self, channel_id: int, parent_id: int | None = None) -> bool:
        """Tables may be opened here (a thread counts as its channel)."""
        return (
            not self.channels or channel_id in self.channels or (parent_id is not None and parent_id in self.channels)
        )


def _id(value: str) -> int | None:
    return int(value) if value.isdigit() and int(value) > 0 else None


def check(name: str, value: str) -> bool:
    """Whether ``value`` (as stored: text) is one ``name`` may take."""
    if name == "pace":
        return value in PACES
    if name == "when_late":
        return value in WHEN_LATE
    if name == "play_by_play":
        return value in PLAY_BY_PLAY
    if name == "ai_ratings":
        return value in AI_RATINGS
    if name == "language":
        return value == AUTO or value in languages()
    if name in ("host_role", "announce"):
        return value == "" or _id(value) is not None
    if name == "channels":
        try:
            found = json.loads(value)
        except ValueError:
            return False
        return isinstance(found, list) and len(found) <= 25 and all(isinstance(c, int) and c > 0 for c in found)
    return False


def encode_channels(channel_ids: list[int]) -> str:
    return json.dumps(sorted(set(channel_ids)))


def parse(rows: dict[str, str]) -> ServerConfig:
    """The settings from their stored rows; a row that is not (or no longer) valid counts as unset."""
    good = {name: value for name, value in rows.items() if name in NAMES and check(name, value)}
    default = ServerConfig()
    return ServerConfig(
        pace=good.get("pace", default.pace),
        when_late=good.get("when_late", default.when_late),
        channels=tuple(json.loads(good["channels"])) if "channels" in good else (),
        play_by_play=good.get("play_by_play", default.play_by_play),
        host_role=_id(good.get("host_role", "")),
        language=good.get("language", default.language),
        ai_ratings=good.get("ai_ratings", default.ai_ratings),
        announce=_id(good.get("announce", "")),
    )


def table_options(config: ServerConfig) -> dict[str, object]:
    """What a new table keeps of the server's settings, in its own options."""
    options: dict[str, object] = {LOG_KEY: config.play_by_play, RATINGS_KEY: config.ai_ratings}
    if config.announce is not None:
        options[ANNOUNCE_KEY] = config.announce
    return options
