"""Land generation time for Pachamama: p50 / p99 over many seeds, for both land sizes.

Run: ``.venv/bin/python -m bench.pachamama_landgen [--seeds N]``. Times the whole
generator (regions, fields and revealed squares), as ``setup`` runs it.
"""

from __future__ import annotations

import random
import statistics
import time

from bench.cli import parser
from games.pachamama import components as C
from games.pachamama.grid import grid_for
from games.pachamama.land import generate_land


def percentile(sorted_values: list[float], q: float) -> float:
    k = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


def main(argv: list[str] | None = None) -> None:
    cli = parser("bench.pachamama_landgen", __doc__)
    cli.add_argument("--seeds", type=int, default=300, help="lands per size (at least 200; default 300)")
    args = cli.parse_args(argv)
    seeds = max(200, args.seeds)
    for short in (False, True):
        grid = grid_for(short)
        cap = C.MAX_SQUARES_PER_TYPE_SHORT if short else C.MAX_SQUARES_PER_TYPE_LONG
        times = []
        revealed = []
        for seed in range(seeds):
            rng = random.Random(f"bench:{seed}")
            start = time.perf_counter()
            land = generate_land(grid, rng, cap)
            times.append((time.perf_counter() - start) * 1000)
            revealed.append(len(land.revealed))
        times.sort()
        print(
            f"{grid.width}×{grid.height}: {seeds} seeds  p50 {percentile(times, 0.50):6.1f} ms  "
            f"p99 {percentile(times, 0.99):6.1f} ms  max {times[-1]:6.1f} ms  mean {statistics.fmean(times):5.1f} ms  "
            f"revealed {min(revealed)}–{max(revealed)} (mean {statistics.fmean(revealed):.1f})"
        )


if __name__ == "__main__":
    main()
