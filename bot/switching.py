"""How long the event loop may hold the interpreter while another thread of the bot waits for it.

The store's queries run in aiosqlite's thread, and each round trip takes the interpreter lock
(the GIL) about three times: to start the query, between SQLite's steps, and to hand back the
result. While the event loop runs Python code, a thread asking for the lock waits until the loop
blocks or until CPython's switch interval forces a handover: 5 ms by default. At 100 clicks a
second (``bench.clicks``), with the loop busy about 60 % of the time, that made every round trip
wait tens of milliseconds in the thread's queue and a click's move (two round trips) 70 to 135 ms
at the median. With a switch interval of 0.5 ms the same move took 37 to 44 ms and the clicked
hand came back in 60 to 73 ms instead of 100 to 204 ms (three runs each, alternated, 2026-12-06).
The cost is more handovers when two threads both compute (an AI search or a picture drawn in a
thread, ``AI_WORKERS=0``, ``PICTURE_WORKERS=0``): each takes microseconds.
"""

from __future__ import annotations

import sys

#: the switch interval of a bot process (CPython's default: 0.005)
SWITCH_SECONDS = 0.0005


def hand_over_sooner() -> float:
    """Set the bot's switch interval; returns the one before (to restore it)."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_SECONDS)
    return before
