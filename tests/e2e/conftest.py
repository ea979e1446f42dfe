"""A small Discord world for end-to-end tests: one server, one channel, four members."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest


@dataclass
class World:
    env: Any
    guild: Any
    channel: Any
    ana: Any  # the host in most tests
    bo: Any
    cy: Any
    dee: Any  # a bystander without a seat


@pytest.fixture
def world(simcord_env: Any) -> World:
    env = simcord_env
    guild = env.create_guild("Game Night")
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(n.lower(), global_name=n)) for n in ("Ana", "Bo", "Cy", "Dee")]
    return World(env, guild, channel, *members)
