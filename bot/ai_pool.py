"""AI searches in worker processes, so a thinking AI never slows anyone's click.

A search holds the GIL: in a thread, four hard AIs pushed the event loop's lag to
hundreds of milliseconds. A search is sent as (game id, dumped state, seat, level,
seed, iterations); ``games.ai.choose_action`` stays the pure entry point: a worker
calls exactly it.
"""

from __future__ import annotations

from bot.workers import WorkerPool, in_the_background


def search_in_worker(game_id: str, state: str, seat: int, level: str, seed: int, iterations: int | None) -> str:
    """Runs in a worker process: the action ``choose_action`` picks, as the game dumps it."""
    from games import GAMES
    from games.ai import choose_action

    game = GAMES[game_id]
    loaded = game.load_state(state)
    # a search with a time budget (iterations None) runs in the background; one of a fixed size runs all of it
    if iterations is None:
        action = in_the_background(choose_action, game, loaded, seat, level=level, seed=seed, iterations=None)
    else:
        action = choose_action(game, loaded, seat, level=level, seed=seed, iterations=iterations)  # type: ignore[arg-type]
    return game.dump_action(action)


def hint_in_worker(game_id: str, state: str, seat: int, iterations: int | None = None) -> tuple[str, int, str]:
    """Runs in a worker process: ``games.hints.hint`` for the seat, as (dumped action, its index in
    the seat's legal actions, the reason as ``games.words.dump_text`` stores a text)."""
    from games import GAMES
    from games.hints import hint
    from games.words import dump_text

    game = GAMES[game_id]
    # a hint always runs its iterations (no time budget), and a player waits for it: out of the background
    found = hint(game, game.load_state(state), seat, iterations=iterations)
    return game.dump_action(found.action), found.index, dump_text(found.reason)


class AiPool(WorkerPool):
    """A lazily started process pool for AI searches (``workers``: its size)."""

    kind = "AI"
    # A search fills its whole time budget on every core the pool has. At the default priority the
    # searches took the cores from the bot's event loop (and, with PostgreSQL on the same machine,
    # from the database and the gateway): in the click benchmark's gateway + worker run, acks waited
    # 0.7-2 s. A search with a time budget runs in the background (``in_the_background``): a click is
    # served at once; a search only does fewer iterations while the machine is busy with other work.
    # The workers wait at niceness 19, out of the background, so that a job of a fixed size (a hint)
    # is received and answered behind the event loops, never only on a core nothing else wants.
    nice = 19

    async def choose(self, game_id: str, state: str, seat: int, level: str, seed: int, iterations: int | None) -> str:
        """The dumped action the search picks; a dead worker's search is retried on a fresh pool."""
        return await self.run(search_in_worker, game_id, state, seat, level, seed, iterations)

    async def hint(self, game_id: str, state: str, seat: int, iterations: int | None = None) -> tuple[str, int, str]:
        """A hint for the seat (issue 36), searched off the event loop like an AI's move."""
        return await self.run(hint_in_worker, game_id, state, seat, iterations)
