"""A finished game's replay step by step (``/game replay``), and the texts the history pages share.

The replay's buttons are DynamicItems whose custom_id carries the table and the step, so they keep
working after a restart; a forged or damaged id gets a clear answer. The History cog
(``cogs/history.py``) answers them.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, ClassVar

import discord

from bot.i18n import SOURCE, render, t
from bot.replays import Replay
from cogs.ui import COLOUR, answer_broken, clip, escape_name, parse_ids, persistent_view
from games import GAMES
from games.contract import Outcome, fill_seat_refs
from games.replay import score_text
from games.words import Msg, Text


def when(text: str | None) -> str:
    """A stored ISO time as a Discord date that each reader sees in their own time zone."""
    if not text:
        return "?"
    return f"<t:{int(datetime.fromisoformat(text).timestamp())}:d>"


#: Each game's name, from the game's own catalogue.
#: The AI levels' names, as players are shown on a leaderboard.
AI_NAMES = {"easy": "history-ai-easy", "normal": "history-ai-normal", "hard": "history-ai-hard"}


def game_title(game_id: str, lang: str) -> str:
    """A game's name in ``lang`` (its registry id for a game this bot no longer hosts)."""
    game = GAMES.get(game_id)
    return render(game.title_text or game.title, lang) if game is not None else game_id


def filled(text: Text, names: list[str], lang: str) -> str:
    """An engine's text in ``lang`` with its seat references replaced by these names (``seat_names``)."""
    return fill_seat_refs(render(text, lang), names)


def replay_names(replay: Replay, step: int, *, markup: bool = True) -> list[str]:
    """The seats' names as they were at ``step`` ("Ana" until an AI took her seat, "Ana (AI)" from
    there): as ``seat_names`` (bold, escaped, 🤖 for an AI), or as typed for a picture (``markup=False``)."""
    if not markup:
        return [name for name, _ in replay.seats_at(step)]
    return [f"**{escape_name(name)}{' 🤖' if ai else ''}**" for name, ai in replay.seats_at(step)]


def result_lines(outcome: Outcome, names: list[str], lang: str) -> list[str]:
    """The final ranking, best first: '1. Ana: 12 (winner)'."""
    lines = []
    for i in sorted(range(len(names)), key=lambda i: (outcome.ranks[i], i)):
        args: dict[str, Any] = {"place": outcome.ranks[i], "name": names[i], "score": score_text(outcome.scores[i])}
        if i in outcome.winners:
            lines.append(t("history-result-winner", lang, **args))
        elif i in outcome.eliminated:
            lines.append(t("history-result-eliminated", lang, **args))
        else:
            lines.append(t("history-result-line", lang, **args))
    return lines


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"replay:(?P<args>.*)"):
    """A replay step: ``replay:<table>:<step>:<op>``; op ``s`` opens a new replay, the others move it."""

    OPS: ClassVar[dict[str, str]] = {"f": "⏮", "p": "◀", "n": "▶", "l": "⏭", "s": "🎬"}

    def __init__(self, table_id: int, step: int, op: str, *, disabled: bool = False, label: str | None = None) -> None:
        text = label or self.OPS.get(op, "?")
        super().__init__(
            discord.ui.Button(
                label=text,
                emoji="🎬" if op == "s" and label else None,
                style=discord.ButtonStyle.primary if op in ("n", "s") else discord.ButtonStyle.secondary,
                custom_id=f"replay:{table_id}:{step}:{op}",
                disabled=disabled,
            )
        )
        self.table_id, self.step, self.op = table_id, step, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str]
    ) -> ReplayButton:
        table, _, rest = match["args"].partition(":")
        step, _, op = rest.partition(":")
        ids = parse_ids(f"{table}:{step}", 2)
        if ids is None or op not in cls.OPS:
            return cls(0, 0, "")
        return cls(ids[0], ids[1], op)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if not self.op:
            await answer_broken(interaction)
            return
        cog: Any = interaction.client.get_cog("History")
        await cog.show_replay(interaction, self.table_id, self.step, edit=self.op != "s")


class ReplayJump(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"rjump:(?P<args>.*)"):
    """Jump to a round (or a step): ``rjump:<table>``; each option's value is a step number."""

    def __init__(self, table_id: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(select or discord.ui.Select(custom_id=f"rjump:{table_id}"))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Select[Any], match: re.Match[str]
    ) -> ReplayJump:
        ids = parse_ids(match["args"], 1)
        return cls(ids[0] if ids else -1)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = data.get("values") or []
        step = parse_ids(str(values[0]), 1) if values else None
        if self.table_id < 0 or step is None:
            await answer_broken(interaction)
            return
        cog: Any = interaction.client.get_cog("History")
        await cog.show_replay(interaction, self.table_id, step[0], edit=True)


def replay_embed(replay: Replay, step: int, outcome: Outcome | None, lang: str = SOURCE) -> discord.Embed:
    """What everyone could see after ``step`` actions: the public table and that action's public lines.

    ``outcome``: the finished game's, shown at the last step with its score breakdown (see
    ``Replay.outcome`` for games stored before their texts were messages)."""
    table, game = replay.table, replay.game
    at = replay.steps[step]
    names = replay_names(replay, step)
    face = game.table_face(game.view(at.state, None))
    if at.seat is None:
        head = t("history-replay-head-dealt", lang, step=step, last=replay.last)
        lines = []
    else:
        head = t("history-replay-head-moved", lang, step=step, last=replay.last, name=names[at.seat])
        lines = [f"• {filled(line, names, lang)}" for line in at.lines] or [
            f"• {t('history-replay-no-announcement', lang)}"
        ]
    description = "\n".join([head, *lines, "", filled(face.description, names, lang)])
    embed = discord.Embed(
        title=clip(t("history-replay-title", lang, game=game_title(game.id, lang), table=str(table.id)), 256),
        description=clip(description, 3000),
        colour=COLOUR,
    )
    result = ""
    if step == replay.last and outcome is not None:
        breakdown = [filled(line, names, lang) for line in outcome.breakdown]
        result = clip("\n".join([*result_lines(outcome, names, lang), *breakdown]), 1024)
    budget = 5600 - len(embed.title or "") - len(embed.description or "") - len(result) - 200  # 6,000 in all
    for name, value in face.fields[:18]:
        name, value = clip(filled(name, names, lang), 256), clip(filled(value, names, lang), 1024) or "—"
        budget -= len(name) + len(value)
        if budget < 0:
            break
        embed.add_field(name=name, value=value, inline=True)
    if result:
        embed.add_field(name=t("history-final-scores", lang), value=result, inline=False)
    embed.set_footer(text=t("history-replay-footer", lang))
    return embed


def replay_view(replay: Replay, step: int, lang: str = SOURCE) -> discord.ui.View:
    view = persistent_view()
    tid, last = replay.table.id, replay.last
    for op, target, disabled in (
        ("f", 0, step == 0),
        ("p", max(step - 1, 0), step == 0),
        ("n", min(step + 1, last), step == last),
        ("l", last, step == last),
    ):
        view.add_item(ReplayButton(tid, target, op, disabled=disabled))
    if len(replay.jumps) > 1:
        first = replay.jumps[0][0]
        by_round = isinstance(first, Msg) and first.id == "history-jump-round-label"
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"rjump:{tid}",
            placeholder=t("history-jump-round" if by_round else "history-jump-step", lang),
            options=[
                discord.SelectOption(label=clip(render(label, lang), 100), value=str(target), default=False)
                for label, target in replay.jumps[:25]
            ],
            row=1,
        )
        view.add_item(ReplayJump(tid, select))
    return view
