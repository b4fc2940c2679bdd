"""The Rules Lab (``arbiter lab``): a local web application in which a judge opens scenario
files, steps through them with each ruling and its rule text, acts on the board, undoes and
redoes, exports positions as scenarios and steps through game records; two players can each
take a seat that shows only their own view. See docs/lab.md."""

from __future__ import annotations

__all__ = ["create_app"]


def __getattr__(name: str) -> object:
    if name == "create_app":  # the web framework is imported only when the Lab is used
        from arbiter.lab.app import create_app

        return create_app
    raise AttributeError(name)
