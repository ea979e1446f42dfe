"""Small statistics helpers for the benchmark scripts."""

from __future__ import annotations

import asyncio
import statistics
import time


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100), nearest-rank."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def summary_ms(values: list[float]) -> str:
    """mean / p50 / p99 of durations in seconds, printed in milliseconds."""
    if not values:
        return "no samples (nothing was measured: the figures of this line are missing)"
    return (
        f"mean {statistics.fmean(values) * 1000:7.2f} ms · p50 {percentile(values, 50) * 1000:7.2f} ms"
        f" · p99 {percentile(values, 99) * 1000:7.2f} ms · n={len(values)}"
    )


def spread_ms(values: list[float], decimals: int = 1) -> str:
    """min / median / max of durations in seconds, printed in milliseconds (the spread over a benchmark's runs)."""
    ordered = sorted(values)
    picked = (ordered[0], statistics.median(ordered), ordered[-1])
    return "/".join(f"{v * 1000:,.{decimals}f}" for v in picked) + " ms"


async def loop_lag(lags: list[float], stop: asyncio.Event) -> None:
    """Until ``stop``: how late a 10 ms timer fires, each time (the event loop's lag, in seconds)."""
    while not stop.is_set():
        t = time.perf_counter()
        await asyncio.sleep(0.01)
        lags.append(time.perf_counter() - t - 0.01)
