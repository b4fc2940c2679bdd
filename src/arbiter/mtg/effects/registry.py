"""The typed registry of effect handlers: which code performs each kind of instruction (CR 608.2c).

A handler is registered for one effect class and declares that class as the type of its effect
parameter, so ``mypy --strict`` checks every field a handler reads against the node it runs:

    @handles(Destroy)
    def _destroy(g: Game, o: GameObject, e: Destroy, legal: list[bool]) -> None: ...

Registering a handler under a class its parameter doesn't accept is a type error too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias, TypeVar, cast

from arbiter.mtg.ir.effect import Effect

if TYPE_CHECKING:
    from arbiter.mtg.game import Game
    from arbiter.mtg.state import GameObject

E = TypeVar("E", bound=Effect)
Handler: TypeAlias = Callable[["Game", "GameObject", E, list[bool]], None]


class Registry:
    """Effect class → its handler. Lookup is by the exact class of the effect (``type(e)``), so
    the handler found always receives an instance of the class it was registered for."""

    __slots__ = ("_handlers",)

    def __init__(self) -> None:
        self._handlers: dict[type[Effect], Handler[Effect]] = {}

    def register(self, cls: type[E], fn: Handler[E]) -> None:
        if cls in self._handlers:
            raise ValueError(f"{cls.__name__} already has a handler")
        # sound: ``get`` hands this function only effects whose class is exactly ``cls``
        self._handlers[cls] = cast("Handler[Effect]", fn)

    def handles(self, cls: type[E]) -> Callable[[Handler[E]], Handler[E]]:
        """Decorator form of :meth:`register`."""

        def decorate(fn: Handler[E]) -> Handler[E]:
            self.register(cls, fn)
            return fn

        return decorate

    def get(self, cls: type[Effect]) -> Handler[Effect] | None:
        return self._handlers.get(cls)

    def __contains__(self, cls: object) -> bool:
        return cls in self._handlers

    def __len__(self) -> int:
        return len(self._handlers)


HANDLERS = Registry()
handles = HANDLERS.handles
