"""Texts built without pydantic's validation (``games.words.message``, ``cat``) are the texts validation builds."""

from __future__ import annotations

import pickle

import pytest
from pydantic import ValidationError

from bot.i18n import english, t
from games.contract import Event
from games.words import Cat, Msg, and_list, cat, dump_text, load_text, msg


def test_a_message_holding_messages_is_the_one_validation_builds() -> None:
    card = msg("capybara-card", value=3)
    built = msg("capybara-played", card=card, count=2, share=0.5, where="H7")
    validated = Msg(id="capybara-played", args={"card": Msg(id="capybara-card", args={"value": 3}), "count": 2,
                                                "share": 0.5, "where": "H7"})  # fmt: skip
    assert built == validated and hash(built) == hash(validated) and repr(built) == repr(validated)
    assert built.model_dump() == validated.model_dump() and built.model_fields_set == validated.model_fields_set
    assert built.args["card"] is card  # as validation keeps it: the very message
    assert pickle.loads(pickle.dumps(built)) == built  # as pictures and searches send texts to worker processes
    assert load_text(dump_text(built)) == built
    assert built.model_copy(update={"id": "other"}).args == built.args
    with pytest.raises(ValidationError):
        built.id = "changed"  # still frozen


def test_arguments_validation_would_change_or_refuse_are_still_validated() -> None:
    assert msg("flag", on=True).args["on"] == 1 and type(msg("flag", on=True).args["on"]) is int  # coerced as before
    with pytest.raises(ValidationError):
        msg("cards", held=[1, 2])  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        t("lobby-title", "en", game=object())


def test_built_texts_render_as_before() -> None:
    card = msg("capybara-card", animal=msg("capybara-animal-tapir"), value=3)
    validated = Msg(id="capybara-card", args={"animal": Msg(id="capybara-animal-tapir"), "value": 3})
    assert english(and_list([card, "H7"])) == "tapir 3 and H7"
    assert english(Msg(id="@list", args={"style": "standard", "0": validated, "1": "H7"})) == "tapir 3 and H7"


def test_texts_joined_are_the_ones_validation_builds() -> None:
    card = msg("capybara-card", animal=msg("capybara-animal-tapir"), value=3)
    inner = cat(card, "H7", sep=" ")
    built = cat("🃏", inner, card, sep=" · ")
    validated = Cat(parts=("🃏", Cat(parts=(card, "H7"), sep=" "), card), sep=" · ")
    assert built == validated and hash(built) == hash(validated) and repr(built) == repr(validated)
    assert built.model_dump() == validated.model_dump() and built.model_fields_set == validated.model_fields_set
    assert built.parts[2] is card and type(built.parts) is tuple
    assert pickle.loads(pickle.dumps(built)) == built and load_text(dump_text(built)) == built
    assert english(built) == english(validated) == "🃏 · tapir 3 H7 · tapir 3"
    with pytest.raises(ValidationError):
        built.sep = ", "  # still frozen
    with pytest.raises(ValidationError):
        cat("a", ["b"], sep=" ")  # type: ignore[arg-type]  # what validation refuses is still refused
    assert cat(None, "", card) is card  # one part left: that part


def test_a_public_event_is_the_one_validation_builds() -> None:
    text = cat(msg("capybara-card", animal=msg("capybara-animal-tapir"), value=3), "H7", sep=" ")
    built, validated = Event.public(text), Event(text=text)
    assert built == validated and repr(built) == repr(validated) and built.text is text
    assert built.model_fields_set == validated.model_fields_set == {"text"} and built.audience is None
    assert built.model_dump_json(exclude_unset=True) == validated.model_dump_json(exclude_unset=True)
    assert pickle.loads(pickle.dumps(built)) == built and built.visible_to(None) and built.visible_to(2)
    with pytest.raises(ValidationError):
        Event.public(True)  # type: ignore[arg-type]  # what validation refuses is still refused
