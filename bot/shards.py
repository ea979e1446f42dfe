"""Which Discord shards this process runs, and so which tables it paints.

Discord assigns a server to shard ``(guild_id >> 22) % shard_count``; a process
holding that shard receives the server's clicks, so it is also the one that
paints the server's tables (edits their messages, posts their lines). DMs reach
shard 0, so shard 0's process takes the DM clicks and paints tables without a
server. A change made by another process (a worker's AI move or deadline, a DM
click) is announced on the database (``db.bell``) and the painter catches up.
"""

from __future__ import annotations

from dataclasses import dataclass


class ShardError(ValueError):
    """Shard settings that cannot work; the message says what to change."""


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord uses for ``guild_id`` (tables without a server: shard 0, where DMs arrive)."""
    if guild_id is None:
        return 0
    return (guild_id >> 22) % shard_count


def parse_shard_ids(text: str | None, shard_count: int) -> tuple[int, ...]:
    """``"0-3"``, ``"0,2"`` or ``"1"`` as shard numbers; unset or empty: every shard."""
    if shard_count < 1:
        raise ShardError(f"SHARD_COUNT must be at least 1 (it is {shard_count}).")
    if text is None or not text.strip():
        return tuple(range(shard_count))
    ids: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        try:
            if "-" in part:
                low, high = (int(p) for p in part.split("-", 1))
                if low > high:
                    raise ShardError(f"SHARD_IDS range `{part}` runs backwards; write it low-high.")
                ids.update(range(low, high + 1))
            else:
                ids.add(int(part))
        except ValueError as exc:
            if isinstance(exc, ShardError):
                raise
            raise ShardError(f"SHARD_IDS must look like `0-3` or `0,2`; `{part}` is not a shard number.") from None
    outside = sorted(i for i in ids if not 0 <= i < shard_count)
    if outside:
        raise ShardError(
            f"SHARD_IDS names shard {outside[0]}, but SHARD_COUNT={shard_count} has shards 0-{shard_count - 1}."
        )
    return tuple(sorted(ids))


@dataclass(frozen=True)
class Shards:
    count: int = 1
    ids: tuple[int, ...] = (0,)

    @classmethod
    def parse(cls, count: int, ids: str | None) -> Shards:
        return cls(count, parse_shard_ids(ids, count))

    @property
    def every_shard(self) -> bool:
        """This process holds every shard: it paints every table (one process, or SQLite)."""
        return len(self.ids) == self.count

    def paints(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids
