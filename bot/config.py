"""Settings from the environment or a ``.env`` file (pydantic-settings)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    #: the bot token; without one, `make run` starts the offline playground
    discord_token: SecretStr | None = None
    #: the SQLite file; its folder is created on start
    database_path: Path = Path("data/gamehost.sqlite3")
    #: PostgreSQL instead of the SQLite file, e.g. postgresql://user:password@host:5432/gamehost
    #: (several bot processes may share one database); unset or empty: SQLite at DATABASE_PATH
    database_url: str | None = None
    #: a server to sync slash commands to at once (global sync can take up to an hour)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    #: seconds an AI seat waits before moving, so people can follow the game
    ai_pause_seconds: float = 1.0
    #: seconds an AI seat waits after a move its player may still take back (undo), before it answers it
    undo_grace_seconds: float = 8.0
    #: play-by-play lines go to a thread on the table message (else to the channel)
    use_threads: bool = True
    #: cap on AI search iterations per decision (None: each level's own budget); tests use a small one
    ai_iterations: int | None = None
    #: processes for AI searches (unset: one per CPU core; 0: search in a thread of the bot's process)
    ai_workers: int | None = None
    #: processes drawing table and hand pictures (unset: one per CPU core; 0: draw in a thread)
    picture_workers: int | None = None
    #: Discord shards in all, and those this process runs (`0-1`, `0,2`; unset: all): a process paints
    #: the tables of its shards' servers; several processes need DATABASE_URL (PostgreSQL)
    shard_count: int = 1
    shard_ids: str | None = None
    #: `gateway` (connects to Discord, answers clicks, paints its shards' tables) or `worker` (no
    #: gateway: plays AI seats and fires deadlines for every table; needs DATABASE_URL)
    role: Literal["gateway", "worker"] = "gateway"
    #: false: this gateway leaves AI seats to `worker` processes and only answers clicks and paints
    play_ai: bool = True
    #: the privileged members intent: a player who leaves the server leaves their games (enable it in the portal)
    members_intent: bool = False
    #: where the bot's privacy policy is published (docs/privacy.md, adapted); `/game privacy` links it
    privacy_url: str | None = None
    #: port of the offline playground's browser preview (127.0.0.1 only)
    playground_port: int = 8765
    #: the offline playground is running (set by bot/playground.py only): its page cannot open DMs or
    #: discord.com links and its clock is simulated, so the text says "My hand here" and shows absolute times
    playground: bool = False

    @field_validator("discord_token", "database_url", mode="before")
    @classmethod
    def _blank_token_is_none(cls, value: object) -> object:
        """``DISCORD_TOKEN=`` (empty) means no token: the offline playground; ``DATABASE_URL=``: SQLite."""
        if isinstance(value, str) and not value.strip():
            return None
        return value
