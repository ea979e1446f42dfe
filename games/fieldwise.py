"""Models compared field by field, without pydantic's generic comparison.

pydantic's ``BaseModel.__eq__`` checks the generic origin, private and extra attributes and the fields on
every call. The engines' texts (``games.words``) and actions have none of those beyond their fields, and
they are compared very often: the renderer's cache compares texts at every hit, nested ones each in turn,
and ``apply`` looks an action up among the legal ones. For two models of one class the fields are the
``__dict__``, so comparing it gives pydantic's answer at a fraction of the cost.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

Model = TypeVar("Model", bound=BaseModel)
_new = object.__new__
_set = object.__setattr__


class FieldwiseEq(BaseModel):
    """A model whose equality is its fields' (for a model with no private or extra attributes)."""

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self.__dict__ == other.__dict__
        if other is None or isinstance(other, str):
            return NotImplemented  # as pydantic answers, without its checks: a text is often compared with these
        return BaseModel.__eq__(self, other)


def as_validated(cls: type[Model], values: dict[str, Any], given: set[str]) -> Model:
    """The model validation builds from ``given`` of ``values`` (the others being their defaults), built without
    running it: only for values validation keeps as they are (the caller checks their types). It sets what
    ``BaseModel.model_construct`` sets, which itself takes longer than validating; ``values`` is kept, not
    copied."""
    built = _new(cls)
    _set(built, "__dict__", values)
    _set(built, "__pydantic_fields_set__", given)
    _set(built, "__pydantic_extra__", None)
    _set(built, "__pydantic_private__", None)
    return built
